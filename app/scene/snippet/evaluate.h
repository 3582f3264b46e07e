// Runs a snippet's statements as the compiler would, with the engine's meaning of its types and
// calls given by an Engine: variables, fields, constructors, factory calls and constant
// arithmetic; every shape and pose followed to where it is used. What reaches a query call (or
// a body) is what the scene gets, in that call's order.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "scene/snippet/syntax.h"
#include "scene/snippet/value.h"

namespace gjklab::snippet {

/// A shape where the engine puts it.
struct Placed {
    std::shared_ptr<ShapeData> shape;
    Pose pose;
    int line = 0;  ///< the call or body that placed it
    /// The pose is the engine's centre-of-mass transform (Jolt's CollisionDispatch): the shape's
    /// points are taken relative to its centre of mass.
    bool center_of_mass_frame = false;
};

/// A call that queries a pair: its function, its line and its two shapes in its order.
struct QueryCall {
    std::string function;
    int line = 0;
    Placed a, b;
};

class Evaluator;

/// An engine's meaning of names, calls and methods. Each hook returns nullopt for what it does
/// not know; the evaluator then applies C++'s own rules or calls the value unknown.
class Engine {
  public:
    virtual ~Engine() = default;
    virtual int dimension() const = 0;
    virtual const char* name() const = 0;
    /// A constant or a name with a meaning (B2_PI, Vec3::sZero without a call, b2Rot_identity).
    virtual std::optional<Value> constant(const std::string& name, Evaluator& e,
                                          int line) const = 0;
    /// A free function or a constructor (T(args), T{args}, new T(args), T name(args),
    /// make_shared<T>(args)); `targs` are the template arguments written.
    virtual std::optional<Value> call(const std::string& function, const std::string& targs,
                                      std::vector<Value>& args, Evaluator& e, int line) const = 0;
    /// A method call on a value (may change it).
    virtual std::optional<Value> method(Value& self, const std::string& method,
                                        std::vector<Value>& args, Evaluator& e, int line) const = 0;
    /// A variable declared with a type and no initialiser (`b2BodyDef bd;`).
    virtual Value declared(const std::string& type, Evaluator& e, int line) const = 0;
    /// A value given to a variable or a field of type `type` (`b2Vec2 p = {1, 2}`): converted as
    /// the engine's type takes it.
    virtual Value convert(const std::string& type, Value v, Evaluator& e, int line) const = 0;
    /// The shape an engine value stands for (a b2Polygon struct, a BoxShape), or null.
    virtual std::shared_ptr<ShapeData> shape_of(const Value& v, Evaluator& e, int line) const = 0;
    /// Eigen's comma initialiser: `target << a, b, c` with the values in order.
    virtual void comma_initialise(Value& target, std::vector<Value>& values, Evaluator& e,
                                  int line) const = 0;
    /// Whether a variable of this type gives a pose, a rotation or a body's place (b2Transform,
    /// Mat44, Transform3d, BodyCreationSettings): each must place a shape, known or not.
    virtual bool is_pose_type(const std::string& type) const = 0;
    /// After the last statement: bodies made in the text become placed shapes.
    virtual void finish(Evaluator& e) const = 0;
};

class Evaluator {
  public:
    Evaluator(const Engine& engine, std::string source)
        : engine_(engine), source_(std::move(source)) {}

    /// Runs the statements; loops and branches are refused (their effect is not known).
    void run(const std::vector<Statement>& statements);

    std::vector<QueryCall> queries;
    std::vector<Placed> bodies;  ///< bodies and collision objects, in the order made
    std::vector<std::shared_ptr<ShapeData>> shapes;  ///< every shape made, in order
    std::vector<std::string> notes;
    std::vector<std::string> warnings;  ///< said on stderr

    const std::string& source() const { return source_; }
    [[noreturn]] void fail(int line, const std::string& why) const {
        snippet::fail(source_, line, why);
    }

    // What engines ask of values; each fails naming the line when the value is not one.
    double number(const Value& v, int line, const std::string& what) const;
    glm::dvec3 vector(const Value& v, int line, const std::string& what, int dimension) const;
    Pose pose(const Value& v, int line, const std::string& what);
    Pose rotation(const Value& v, int line, const std::string& what) const;
    std::shared_ptr<ShapeData> shape(const Value& v, int line, const std::string& what);
    /// Marks the poses a value came from as placing a shape.
    void use_pose(const Value& v);
    /// A new pose declaration's id (for "every pose places a shape").
    int new_pose_id(const std::string& name, int line, const std::string& what);
    void add_note(const std::string& note);
    /// A placed shape; `name` the variable the text calls it.
    Placed place(const Value& shape_value, const Value& pose_value, int line, bool com_frame);
    /// Fails naming the line unless `f` was given between `lo` and `hi` arguments.
    void require_arguments(const std::string& f, size_t given, size_t lo, size_t hi,
                           int line) const {
        if (given < lo || given > hi)
            fail(line, f + " takes " + std::to_string(lo) +
                           (hi > lo ? " to " + std::to_string(hi) : "") + " arguments here, got " +
                           std::to_string(given));
    }
    /// A body the text makes: `shape` at `pose` (for engines' finish).
    void add_body(const Value& shape, const Pose& pose, int line);
    /// Records a query of the two shapes in the call's order.
    void query(const std::string& function, Placed a, Placed b, int line);

    /// Poses and placing objects declared but never used to place a shape.
    struct PoseDeclaration {
        std::string name, what;
        int line = 0;
        bool used = false;
    };
    const std::vector<PoseDeclaration>& pose_declarations() const { return declared_poses_; }

    /// Variables in the order declared, and whether each was handed to a call or stored in
    /// another value (its shape or points then live on there).
    const std::vector<std::string>& declared_names() const { return declared_names_; }
    bool consumed(const std::string& name) const { return consumed_.count(name) != 0; }
    const Value* variable(const std::string& name) const {
        auto it = variables_.find(resolve(name));
        return it == variables_.end() ? nullptr : &it->second;
    }

  private:
    const Engine& engine_;
    std::string source_;
    std::map<std::string, Value> variables_;
    std::vector<PoseDeclaration> declared_poses_;
    std::vector<std::string> declared_names_;
    std::set<std::string> consumed_;
    std::set<std::string> pose_typed_;            ///< variables declared with a pose's type
    Value* chained_ = nullptr;                    ///< the variable a chainable change just changed
    std::map<std::string, std::string> aliases_;  ///< references: `b2Transform& t = xf;`
    const std::string& resolve(const std::string& name) const {
        auto it = aliases_.find(name);
        return it == aliases_.end() ? name : it->second;
    }

    void consume(const Node& n);
    std::vector<Value> eval_arguments(const std::vector<Node>& nodes, size_t from);

    void run_one(const Statement& s);
    Value eval(const Node& n);
    Value eval_call(const Node& n);
    Value binary(const std::string& op, const Value& a, const Value& b, int line);
    Value* lvalue(const Node& n);
    void assign(const Node& target, Value v, const std::string& op, int line);
    void declare(const Statement& s);
    std::vector<Value> eval_all(const std::vector<Node>& nodes, size_t from);
};

/// C's and C++'s math functions on numbers (sin, sinf, std::sqrt, atan2, min, ...) in the
/// argument's precision; nullopt when `f` is not one.
std::optional<Value> c_math_function(const std::string& f, const std::vector<Value>& args, int line,
                                     const Evaluator& e);

/// Whether a value's kind could be a pose's part in a call's arguments (a pose, a rotation).
bool is_pose_like(const Value& v);

}  // namespace gjklab::snippet
