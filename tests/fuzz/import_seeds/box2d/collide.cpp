b2Circle ball = {{0.0f, 0.0f}, 0.5f};
b2Polygon block = b2MakeBox(1.0f, 0.5f);
b2Transform xfA = {{0.0f, 0.0f}, {1.0f, 0.0f}};
b2Transform xfB = {{0.0f, 0.9f}, {1.0f, 0.0f}};
b2Manifold m = b2CollidePolygonAndCircle(&block, xfA, &ball, xfB);
