const Box box(1.0, 2.0, 3.0);
const Capsule capsule(0.25, 1.5);
const RigidTransformd X_WB(Vector3d(0, 0, 0));
const RigidTransformd X_WC(RollPitchYawd(M_PI / 6, 0, 0), Vector3d(1.0, 0, 0));
CheckDistance(box, X_WB, capsule, X_WC);
