Array<Vec3> points = {Vec3(0, 0, 0), Vec3(2, 0, 0), Vec3(0, 2, 0), Vec3(0, 0, 2)};
Ref<Shape> hull = ConvexHullShapeSettings(points, 0.0f).Create().Get();
Ref<Shape> box = new BoxShape(Vec3(1.0f, 1.0f, 1.0f), 0.0f);
Mat44 com1 = Mat44::sTranslation(Vec3(0, 0, 0)) * Mat44::sTranslation(hull->GetCenterOfMass());
Mat44 com2 = Mat44::sTranslation(Vec3(2.98f, 0.5f, 0.5f));
CollideShapeSettings settings;
ClosestHitCollisionCollector<CollideShapeCollector> collector;
CollisionDispatch::sCollideShapeVsShape(hull, box, Vec3::sOne(), Vec3::sOne(), com1, com2,
                                        SubShapeIDCreator(), SubShapeIDCreator(), settings,
                                        collector);
CHECK_APPROX_EQUAL(collector.mHit.mPenetrationDepth, 0.02f);
