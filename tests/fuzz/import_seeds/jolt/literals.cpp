Array<Vec3> points;
points.push_back(Vec3(0, 1, 0));
points.push_back(Vec3(0.9f, -0.5f, 0.5f));
points.push_back(Vec3(-0.9f, -0.5f, 0.5f));
points.push_back(Vec3(0, -0.5f, -1));
BoxShapeSettings box(Vec3(1.0f, 0.6f, 0.8f));
auto* ball = new SphereShapeSettings(0.5f);
CapsuleShapeSettings capsule(0.75f, 0.25f);
