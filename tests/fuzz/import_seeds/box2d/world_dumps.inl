// frame 0
b2Vec2 g(0, -10);
m_world->SetGravity(g);
b2Body** bodies = (b2Body**)b2Alloc(2 * sizeof(b2Body*));
b2Joint** joints = (b2Joint**)b2Alloc(0 * sizeof(b2Joint*));
{
  b2BodyDef bd;
  bd.type = b2BodyType(0);
  bd.position.Set(0, 0);
  bd.angle = 0;
  bd.linearVelocity.Set(0, 0);
  bd.angularVelocity = 0;
  bodies[0] = m_world->CreateBody(&bd);

  {
    b2FixtureDef fd;
    fd.friction = 0.600000024;
    fd.density = 0;
    b2PolygonShape shape;
    b2Vec2 vs[8];
    vs[0].Set(-5, -0.5);
    vs[1].Set(5, -0.5);
    vs[2].Set(5, 0.5);
    vs[3].Set(-5, 0.5);
    shape.Set(vs, 4);

    fd.shape = &shape;

    bodies[0]->CreateFixture(&fd);
  }
}
{
  b2BodyDef bd;
  bd.type = b2BodyType(2);
  bd.position.Set(0.25, 3.5);
  bd.angle = 0.300000012;
  bd.linearVelocity.Set(0, -2);
  bd.angularVelocity = 0;
  bodies[1] = m_world->CreateBody(&bd);

  {
    b2FixtureDef fd;
    fd.friction = 0.600000024;
    fd.density = 1;
    b2CircleShape shape;
    shape.m_radius = 0.5;
    shape.m_p.Set(0, 0);

    fd.shape = &shape;

    bodies[1]->CreateFixture(&fd);
  }
}
b2Free(joints);
b2Free(bodies);
joints = nullptr;
bodies = nullptr;
// frame 1
b2Vec2 g(0, -10);
m_world->SetGravity(g);
b2Body** bodies = (b2Body**)b2Alloc(2 * sizeof(b2Body*));
b2Joint** joints = (b2Joint**)b2Alloc(0 * sizeof(b2Joint*));
{
  b2BodyDef bd;
  bd.type = b2BodyType(0);
  bd.position.Set(0, 0);
  bd.angle = 0;
  bd.linearVelocity.Set(0, 0);
  bd.angularVelocity = 0;
  bodies[0] = m_world->CreateBody(&bd);

  {
    b2FixtureDef fd;
    fd.friction = 0.600000024;
    fd.density = 0;
    b2PolygonShape shape;
    b2Vec2 vs[8];
    vs[0].Set(-5, -0.5);
    vs[1].Set(5, -0.5);
    vs[2].Set(5, 0.5);
    vs[3].Set(-5, 0.5);
    shape.Set(vs, 4);

    fd.shape = &shape;

    bodies[0]->CreateFixture(&fd);
  }
}
{
  b2BodyDef bd;
  bd.type = b2BodyType(2);
  bd.position.Set(0.25, 3.4);
  bd.angle = 0.300000012;
  bd.linearVelocity.Set(0, -2);
  bd.angularVelocity = 0;
  bodies[1] = m_world->CreateBody(&bd);

  {
    b2FixtureDef fd;
    fd.friction = 0.600000024;
    fd.density = 1;
    b2CircleShape shape;
    shape.m_radius = 0.5;
    shape.m_p.Set(0, 0);

    fd.shape = &shape;

    bodies[1]->CreateFixture(&fd);
  }
}
b2Free(joints);
b2Free(bodies);
joints = nullptr;
bodies = nullptr;
