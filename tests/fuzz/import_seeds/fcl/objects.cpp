auto box = std::make_shared<fcl::Boxd>(1, 1, 1);
std::vector<fcl::Vector3d> verts = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
std::vector<int> faces = {3, 0, 2, 1, 3, 0, 1, 3, 3, 0, 3, 2, 3, 1, 2, 3};
auto tet = std::make_shared<fcl::Convexd>(std::make_shared<const std::vector<fcl::Vector3d>>(verts),
                                          4, std::make_shared<std::vector<int>>(faces));
fcl::Transform3d X1 = fcl::Transform3d::Identity();
fcl::Transform3d X2(fcl::AngleAxisd(M_PI / 6, fcl::Vector3d::UnitZ()));
X2.translation() << 0.6, 0, 0;
fcl::CollisionObjectd o1(box, X1);
fcl::CollisionObjectd o2(tet, X2);
fcl::DistanceRequestd request;
fcl::DistanceResultd result;
fcl::distance(&o1, &o2, request, result);
