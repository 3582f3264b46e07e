// Everything in the collision core (2D and 3D).
#pragma once

#include <gjk/bounds2d.h>
#include <gjk/core_arena3.h>
#include <gjk/epa2d.h>
#include <gjk/epa3d.h>
#include <gjk/gjk2d.h>
#include <gjk/gjk3d.h>
#include <gjk/gjk_boolean2d.h>
#include <gjk/gjk_boolean3d.h>
#include <gjk/hull2d.h>
#include <gjk/hull3d.h>
#include <gjk/manifold2d.h>
#include <gjk/manifold3d.h>
#include <gjk/minkowski2d.h>
#include <gjk/mpr2d.h>
#include <gjk/mpr3d.h>
#include <gjk/precision.h>
#include <gjk/query2d.h>
#include <gjk/query3d.h>
#include <gjk/ray_cast.h>
#include <gjk/sat2d.h>
#include <gjk/shapes2d.h>
#include <gjk/shapes3d.h>
#include <gjk/time_of_impact.h>
#include <gjk/trace.h>
