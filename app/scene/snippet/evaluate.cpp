#include "scene/snippet/evaluate.h"

#include <glm/geometric.hpp>

#include <algorithm>
#include <climits>
#include <cmath>

#include "scene/scene.h"

namespace gjklab::snippet {

namespace {

void add_origins(Value& to, const Value& from) {
    for (int id : from.origins)
        if (std::find(to.origins.begin(), to.origins.end(), id) == to.origins.end())
            to.origins.push_back(id);
}

/// The name with the namespaces engines' code writes stripped: JPH::Vec3 -> Vec3.
std::string without_namespaces(std::string name) {
    for (const char* ns : {"::", "JPH::", "fcl::", "Eigen::", "drake::math::", "drake::geometry::",
                           "drake::", "geometry::", "math::", "std::", "b2::"})
        while (name.rfind(ns, 0) == 0) name = name.substr(std::string(ns).size());
    return name;
}

/// C's and C++'s math functions on numbers; nullopt when `f` is not one.

}  // namespace

double Evaluator::number(const Value& v, int line, const std::string& what) const {
    if (v.kind == Value::Kind::Number) return v.x;
    if (!v.known()) fail(line, what + " is not known: " + v.why);
    fail(line, what + " must be a number here");
}

glm::dvec3 Evaluator::vector(const Value& v, int line, const std::string& what,
                             int dimension) const {
    if (v.kind == Value::Kind::Vector) {
        if (v.dimension != dimension)
            fail(line, what + " has " + std::to_string(v.dimension) + " numbers, not " +
                           std::to_string(dimension));
        return v.v;
    }
    if (v.kind == Value::Kind::List && v.type_name == "#address" && !v.items.empty())
        return vector(v.items[0], line, what, dimension);
    if (v.kind == Value::Kind::Object && v.field("x") != nullptr &&
        v.field("y") != nullptr) {  // {.x = 1, .y = 2}
        glm::dvec3 r(number(*v.field("x"), line, what + "'s x"),
                     number(*v.field("y"), line, what + "'s y"), 0);
        if (dimension == 3)
            r.z = number(v.field("z") ? *v.field("z") : Value(), line, what + "'s z");
        if (dimension == 2 && v.field("z") != nullptr)
            fail(line, what + " has a z: not a 2D vector");
        return r;
    }
    if (v.kind == Value::Kind::List && int(v.items.size()) == dimension) {
        glm::dvec3 r(0.0);
        for (int k = 0; k < dimension; ++k) r[k] = number(v.items[size_t(k)], line, what);
        return r;
    }
    if (!v.known()) fail(line, what + " is not known: " + v.why);
    fail(line, what + " must be a " + std::to_string(dimension) + "D vector here");
}

Pose Evaluator::rotation(const Value& v, int line, const std::string& what) const {
    if (v.kind == Value::Kind::Rotation) return v.pose;
    if (!v.known()) fail(line, what + " is not known: " + v.why);
    fail(line, what + " must be a rotation here");
}

Pose Evaluator::pose(const Value& v, int line, const std::string& what) {
    Value converted = v;
    if (v.kind == Value::Kind::List || v.kind == Value::Kind::Object)
        converted = engine_.convert("#pose", v, *this, line);
    if (converted.kind == Value::Kind::Pose || converted.kind == Value::Kind::Rotation) {
        use_pose(v);
        return converted.pose;
    }
    if (!converted.known()) fail(line, what + " is not known: " + converted.why);
    fail(line, what + " must be a pose here");
}

std::shared_ptr<ShapeData> Evaluator::shape(const Value& v, int line, const std::string& what) {
    if (auto s = engine_.shape_of(v, *this, line)) return s;
    if (!v.known()) fail(line, what + " is not known: " + v.why);
    fail(line, what + " is not a shape GJK Lab reads");
}

void Evaluator::use_pose(const Value& v) {
    for (int id : v.origins)
        if (id > 0 && size_t(id) <= declared_poses_.size())
            declared_poses_[size_t(id - 1)].used = true;
    for (const auto& [name, f] : v.fields) use_pose(f);
}

int Evaluator::new_pose_id(const std::string& name, int line, const std::string& what) {
    declared_poses_.push_back({name, what, line, false});
    return int(declared_poses_.size());
}

void Evaluator::add_note(const std::string& note) {
    if (std::find(notes.begin(), notes.end(), note) == notes.end()) notes.push_back(note);
}

Placed Evaluator::place(const Value& shape_value, const Value& pose_value, int line,
                        bool com_frame) {
    Placed p;
    p.shape = shape(shape_value, line, "the shape");
    p.pose = pose(pose_value, line, "the pose");
    p.line = line;
    p.center_of_mass_frame = com_frame;
    use_pose(shape_value);
    return p;
}

void Evaluator::add_body(const Value& shape_value, const Pose& pose, int line) {
    Placed p;
    p.shape = shape(shape_value, line, "the body's shape");
    p.pose = pose;
    p.line = line;
    bodies.push_back(p);
    use_pose(shape_value);
}

void Evaluator::query(const std::string& function, Placed a, Placed b, int line) {
    queries.push_back({function, line, std::move(a), std::move(b)});
}

void Evaluator::run(const std::vector<Statement>& statements) {
    for (const Statement& s : statements) {
        if (!queries.empty()) {
            // The scene is the first query's: what follows cannot change it. It is still read
            // (later queries, bodies), but what cannot be read ends the reading, said on stderr.
            if (s.kind == Statement::Kind::Loop || s.kind == Statement::Kind::Branch) continue;
            try {
                run_one(s);
            } catch (const InputError& e) {
                std::string why = e.what();
                if (why.rfind(source_ + ": ", 0) == 0) why.erase(0, source_.size() + 2);
                warnings.push_back(why + "; the text after the query on line " +
                                   std::to_string(queries.front().line) + " is not read further");
                return;
            }
            continue;
        }
        run_one(s);
    }
}

void Evaluator::run_one(const Statement& s) {
    {
        switch (s.kind) {
            case Statement::Kind::Loop:
            case Statement::Kind::Branch: {
                // Straight-line code only: a loop or a branch that names a variable of the text
                // may change it (refused); one that names none (drawing, printing) is skipped.
                std::string touched;
                for (const std::string& name : s.mentions)
                    if (variables_.count(name) != 0 || aliases_.count(name) != 0) touched = name;
                if (touched.empty()) {
                    add_note("The '" + s.name + "' on line " + std::to_string(s.line) +
                             " names none of the text's variables: skipped.");
                    break;
                }
                if (s.kind == Statement::Kind::Loop)
                    fail(s.line, "a '" + s.name + "' loop that uses " + touched +
                                     ": GJK Lab reads straight-line code; give the values it "
                                     "makes (the points, the poses) as numbers");
                fail(s.line, "an '" + s.name + "' that uses " + touched +
                                 ": GJK Lab reads straight-line code; keep the branch that runs");
            }
            case Statement::Kind::Declaration:
                declare(s);
                break;
            case Statement::Kind::Expression:
                eval(s.expr);
                break;
        }
    }
}

void Evaluator::consume(const Node& n) {
    if (n.kind == Node::Kind::Unary && (n.op == "&" || n.op == "*")) return consume(n.kids[0]);
    if (n.kind == Node::Kind::Name) consumed_.insert(n.text);
    if (n.kind == Node::Kind::Brace)
        for (const Node& k : n.kids) consume(k);
}

std::vector<Value> Evaluator::eval_arguments(const std::vector<Node>& nodes, size_t from) {
    for (size_t k = from; k < nodes.size(); ++k) consume(nodes[k]);
    return eval_all(nodes, from);
}

std::vector<Value> Evaluator::eval_all(const std::vector<Node>& nodes, size_t from) {
    std::vector<Value> out;
    for (size_t k = from; k < nodes.size(); ++k) out.push_back(eval(nodes[k]));
    return out;
}

void Evaluator::declare(const Statement& s) {
    // A reference (`b2Transform& t = xf;`) is another name of the same variable.
    if (!s.pointer && !s.array && s.type.find('&') != std::string::npos &&
        s.type.find("&&") == std::string::npos && s.init == Statement::Init::Assign) {
        const Node* target = &s.args[0];
        while (target->kind == Node::Kind::Unary && target->op == "*") target = &target->kids[0];
        if (target->kind == Node::Kind::Name && variables_.count(resolve(target->text)) != 0) {
            aliases_[s.name] = resolve(target->text);
            return;
        }
    }
    std::string targs;
    const std::string type = base_type(s.type, &targs);
    const std::string plain = without_namespaces(type);
    Value v;
    if (s.array) {
        v.kind = Value::Kind::List;
        if (s.init != Statement::Init::None) {
            const Value list = s.init == Statement::Init::Assign ? eval(s.args[0]) : [&] {
                Value l;
                l.kind = Value::Kind::List;
                l.items = eval_all(s.args, 0);
                return l;
            }();
            if (list.kind != Value::Kind::List)
                fail(s.line, "the array " + s.name + " must be given as a braced list");
            for (const Value& item : list.items)
                v.items.push_back(engine_.convert(plain, item, *this, s.line));
        }
    } else if (s.init == Statement::Init::None) {
        v = engine_.declared(plain, *this, s.line);
    } else if (s.init == Statement::Init::Assign) {
        v = eval(s.args[0]);
        if (plain != "auto") v = engine_.convert(plain, v, *this, s.line);
        // C's zero initialisation of a struct (`b2ShapeCastPairInput input = {0};`).
        bool zeros = v.kind == Value::Kind::List && v.type_name.empty();
        for (const Value& item : v.items) zeros &= item.kind == Value::Kind::Number && item.x == 0;
        if (zeros && plain != "auto") v = engine_.declared(plain, *this, s.line);
    } else {
        std::vector<Value> args = eval_arguments(s.args, 0);
        if (auto made = engine_.call(plain, targs, args, *this, s.line)) {
            v = *made;
        } else if (args.size() == 1) {
            v = engine_.convert(plain, args[0], *this, s.line);
        } else if (s.init == Statement::Init::Brace) {
            Value list;
            list.kind = Value::Kind::List;
            list.items = args;
            v = engine_.convert(plain, list, *this, s.line);
        } else {
            v = Value::unknown(type + "(...) is not a constructor GJK Lab reads", s.line);
        }
    }
    if (v.kind == Value::Kind::Shape && v.shape && v.shape->variable.empty())
        v.shape->variable = s.name;
    if (v.kind == Value::Kind::List && v.type_name.empty()) v.type_name = plain;
    const bool places = v.kind == Value::Kind::Pose || engine_.is_pose_type(plain) ||
                        (v.kind == Value::Kind::Object && v.field("#places") != nullptr);
    if (engine_.is_pose_type(plain)) pose_typed_.insert(s.name);
    if (places) {
        v.origins.push_back(new_pose_id(
            s.name, s.line,
            v.kind == Value::Kind::Object ? "the " + type + " " + s.name : "the pose " + s.name));
    }
    if (v.line == 0) v.line = s.line;
    if (v.kind == Value::Kind::Object && v.field("#name") == nullptr) {
        Value name;
        name.kind = Value::Kind::String;
        name.type_name = s.name;
        v.set("#name", name);
    }
    if (variables_.count(s.name) == 0) declared_names_.push_back(s.name);
    variables_[s.name] = std::move(v);
}

Value Evaluator::eval(const Node& n) {
    switch (n.kind) {
        case Node::Kind::Number:
            return Value::number(n.value, n.type);
        case Node::Kind::String: {
            Value s;
            s.kind = Value::Kind::String;
            s.type_name = n.text;
            return s;
        }
        case Node::Kind::Name: {
            if (auto it = variables_.find(resolve(n.text)); it != variables_.end())
                return it->second;
            const std::string plain = without_namespaces(n.text);
            if (auto c = engine_.constant(plain, *this, n.line)) return *c;
            if (plain == "true" || plain == "false")
                return Value::number(plain == "true", Token::Type::Int);
            if (plain == "nullptr" || plain == "NULL")
                return Value::unknown("a null pointer", n.line);
            if (plain == "M_PI" || plain == "EIGEN_PI" || plain == "numbers::pi" || plain == "pi")
                return Value::number(3.14159265358979323846, Token::Type::Double);
            if (plain == "M_PI_2")
                return Value::number(1.57079632679489661923, Token::Type::Double);
            if (plain == "M_PI_4")
                return Value::number(0.78539816339744830962, Token::Type::Double);
            return Value::unknown((n.text.size() > 40 ? n.text.substr(0, 37) + "..." : n.text) +
                                      " is not given in the text",
                                  n.line);
        }
        case Node::Kind::Brace: {
            std::vector<Value> items;
            bool designated = !n.kids.empty();
            for (const Node& k : n.kids) designated &= k.kind == Node::Kind::Designated;
            Value list;
            if (designated) {
                list = Value::object("");
                for (const Node& k : n.kids) list.set(k.text, eval(k.kids[0]));
            } else {
                list.kind = Value::Kind::List;
                for (const Node& k : n.kids) {
                    if (k.kind == Node::Kind::Designated)
                        fail(k.line, "a list mixing named (.x = ...) and plain items");
                    list.items.push_back(eval(k));
                }
            }
            for (const Value& item : list.items) add_origins(list, item);
            if (n.text.empty()) return list;
            if (designated) {  // (b2Transform){.p = ..., .q = ...}: the fields, as a declaration's
                std::string targs;
                return engine_.convert(without_namespaces(base_type(n.text, &targs)), list, *this,
                                       n.line);
            }
            std::string targs;
            const std::string type = without_namespaces(base_type(n.text, &targs));
            std::vector<Value> args =
                list.kind == Value::Kind::List ? list.items : std::vector<Value>{list};
            if (auto made = engine_.call(type, targs, args, *this, n.line)) return *made;
            return engine_.convert(type, list, *this, n.line);
        }
        case Node::Kind::Member: {
            Value base = eval(n.kids[0]);
            if (!base.known()) return base;
            std::vector<Value> none;
            if (auto r = engine_.method(base, "." + n.text, none, *this, n.line)) return *r;
            if (base.kind == Value::Kind::Object) {
                if (const Value* f = base.field(n.text)) return *f;
                return Value::unknown(base.type_name + "." + n.text + " is not given in the text",
                                      n.line);
            }
            if (base.kind == Value::Kind::Vector) {
                const int k = n.text == "x" ? 0 : n.text == "y" ? 1 : n.text == "z" ? 2 : -1;
                if (k >= 0 && k < base.dimension)
                    return Value::number(base.v[k], Token::Type::Double);
            }
            return Value::unknown("." + n.text + " of this value is not known", n.line);
        }
        case Node::Kind::Index: {
            Value base = eval(n.kids[0]);
            const Value index = eval(n.kids[1]);
            if (!base.known()) return base;
            if (base.kind == Value::Kind::List && index.kind == Value::Kind::Number &&
                index.type == Token::Type::Int) {
                if (index.x < 0 || index.x >= double(base.items.size()))
                    fail(n.line, "the index " + std::to_string(index.x) +
                                     " is past the end of a list of " +
                                     std::to_string(base.items.size()));
                return base.items[size_t(index.x)];
            }
            if (base.kind == Value::Kind::Vector && index.kind == Value::Kind::Number &&
                index.x >= 0 && index.x < base.dimension)
                return Value::number(base.v[int(index.x)]);
            return Value::unknown("this index is not known", n.line);
        }
        case Node::Kind::Unary: {
            // &capsule.center1 with a count of 2: C's pointer to the field and those after it
            // (b2MakeProxy(&capsule.center1, 2, radius), as Box2D writes it).
            if (n.op == "&" && n.kids[0].kind == Node::Kind::Member) {
                const Value base = eval(n.kids[0].kids[0]);
                if (base.kind == Value::Kind::Object && base.field(n.kids[0].text) != nullptr &&
                    base.field(n.kids[0].text)->kind == Value::Kind::Vector) {
                    Value address;
                    address.kind = Value::Kind::List;
                    address.type_name = "#address";
                    bool from = false;
                    for (const auto& [k, v] : base.fields) {
                        from |= k == n.kids[0].text;
                        if (!from) continue;
                        if (v.kind != Value::Kind::Vector) break;
                        address.items.push_back(v);
                    }
                    return address;
                }
            }
            if (n.op == "&" || n.op == "*") return eval(n.kids[0]);
            if (n.op == "++" || n.op == "--")
                fail(n.line, "'" + n.op + "' changes a variable: give the value it takes");
            Value v = eval(n.kids[0]);
            if (!v.known()) return v;
            if (n.op == "+") return v;
            if (n.op == "!")
                return Value::number(v.kind == Value::Kind::Number && v.x == 0, Token::Type::Int);
            if (n.op == "-" && v.kind == Value::Kind::Number) {
                v.x = -v.x;
                return v;
            }
            if (n.op == "-" && v.kind == Value::Kind::Vector) {
                v.v = -v.v;
                return v;
            }
            return Value::unknown("'" + n.op + "' of this value is not known", n.line);
        }
        case Node::Kind::Binary:
            return binary(n.op, eval(n.kids[0]), eval(n.kids[1]), n.line);
        case Node::Kind::Assign:
            if (n.kids[0].kind != Node::Kind::Name) consume(n.kids[1]);
            assign(n.kids[0], eval(n.kids[1]), n.op, n.line);
            return eval(n.kids[0]);
        case Node::Kind::Comma: {
            const Node& head = n.kids[0];
            if (head.kind == Node::Kind::Binary && head.op == "<<") {
                std::vector<Value> values{Value()};
                const Node* target = &head.kids[0];
                if (target->kind == Node::Kind::Call && target->kids.size() == 1 &&
                    target->kids[0].kind == Node::Kind::Member) {  // X.matrix() << ...
                    values[0].kind = Value::Kind::String;
                    values[0].type_name = target->kids[0].text;
                    target = &target->kids[0].kids[0];
                }
                values.push_back(eval(head.kids[1]));
                for (size_t k = 1; k < n.kids.size(); ++k) values.push_back(eval(n.kids[k]));
                Value* slot = lvalue(*target);
                engine_.comma_initialise(*slot, values, *this, n.line);
                return *slot;
            }
            Value last;
            for (const Node& k : n.kids) last = eval(k);
            return last;
        }
        case Node::Kind::New: {
            const Node& inner = n.kids[0];
            if (inner.kind == Node::Kind::Name) {  // new T;
                std::string targs;
                const std::string type = without_namespaces(base_type(
                    inner.text + (inner.targs.empty() ? "" : "<" + inner.targs + ">"), &targs));
                std::vector<Value> none;
                if (auto made = engine_.call(type, targs, none, *this, n.line)) return *made;
                return engine_.declared(type, *this, n.line);
            }
            return eval(inner);
        }
        case Node::Kind::Cast: {
            Value v = eval(n.kids[0]);
            if (v.kind != Value::Kind::Number) return v;
            if (n.text == "float" || n.text == "float32" || n.text == "Float") {
                v.x = double(float(v.x));
                v.type = Token::Type::Float;
            } else if (n.text == "double" || n.text == "float64" || n.text == "Real" ||
                       n.text == "real") {
                v.type = Token::Type::Double;
            } else {
                if (std::abs(v.x) >= 9.2e18)
                    fail(n.line, "this number is too large for an integer");
                v.x = std::trunc(v.x);
                v.type = Token::Type::Int;
            }
            return v;
        }
        case Node::Kind::Designated:
            fail(n.line, "a named member (." + n.text + " = ...) outside a braced list");
        case Node::Kind::Call:
            return eval_call(n);
    }
    return Value::unknown("this expression is not known", n.line);
}

Value Evaluator::eval_call(const Node& n) {
    const Node& callee = n.kids[0];
    if (callee.kind == Node::Kind::Name) {
        const std::string f = without_namespaces(callee.text);
        if (f == "static_cast" || f == "reinterpret_cast" || f == "const_cast") {
            Node cast;
            cast.kind = Node::Kind::Cast;
            cast.text = base_type(callee.targs);
            cast.line = n.line;
            if (n.kids.size() != 2) fail(n.line, f + " takes one argument");
            cast.kids.push_back(n.kids[1]);
            return eval(cast);
        }
        std::vector<Value> args = eval_arguments(n.kids, 1);
        if (f == "make_shared" || f == "make_unique" || f == "allocate_shared") {
            std::string targs;
            const std::string type = without_namespaces(base_type(callee.targs, &targs));
            if (auto made = engine_.call(type, targs, args, *this, n.line)) return *made;
            if (args.size() == 1) return engine_.convert(type, args[0], *this, n.line);
            if (args.empty()) return engine_.declared(type, *this, n.line);
            return Value::unknown("make_shared<" + callee.targs + "> is not read", n.line);
        }
        if (auto m = c_math_function(f, args, n.line, *this)) return *m;
        // An array's length as C and C++ write it (Box2D's tests: ARRAY_COUNT(vas)).
        if ((f == "ARRAY_COUNT" || f == "B2_ARRAY_COUNT" || f == "size" || f == "_countof" ||
             f == "countof" || f == "ARRAYSIZE" || f == "std::size") &&
            args.size() == 1 && args[0].kind == Value::Kind::List)
            return Value::number(double(args[0].items.size()), Token::Type::Int);
        const std::string targs = callee.targs;
        if (auto made = engine_.call(f, targs, args, *this, n.line)) return *made;
        if (variables_.count(resolve(callee.text)) == 0 && args.size() == 1 &&
            f.find("::") == std::string::npos &&
            std::isupper(static_cast<unsigned char>(f[0])) != 0) {
            // A type's constructor with one argument (Vec3(v)): converted as a declaration is.
            return engine_.convert(f, args[0], *this, n.line);
        }
        // An unknown function called with two shapes, each followed by its pose, or two shapes
        // then two poses, is taken as the query (a test's CheckDistance(a, X_A, b, X_B)).
        std::vector<size_t> shape_at, pose_at;
        for (size_t k = 0; k < args.size(); ++k) {
            if (engine_.shape_of(args[k], *this, n.line)) shape_at.push_back(k);
            if (is_pose_like(args[k])) pose_at.push_back(k);
        }
        if (shape_at.size() == 2)  // a pose of the pair the text never gives a value
            for (size_t k = 0; k < args.size(); ++k) {
                const Node& arg = n.kids[k + 1];
                const Node& plain = arg.kind == Node::Kind::Unary ? arg.kids[0] : arg;
                if (!args[k].known() && plain.kind == Node::Kind::Name &&
                    pose_typed_.count(plain.text) != 0)
                    fail(n.line, "the pose " + plain.text + " is not known: " + args[k].why);
            }
        if (shape_at.size() == 2 && pose_at.size() == 2) {
            const bool interleaved =
                shape_at[0] < pose_at[0] && pose_at[0] < shape_at[1] && shape_at[1] < pose_at[1];
            const bool grouped = shape_at[1] < pose_at[0];
            if (interleaved || grouped) {
                query(f, place(args[shape_at[0]], args[pose_at[0]], n.line, false),
                      place(args[shape_at[1]], args[pose_at[1]], n.line, false), n.line);
                add_note("The query is " + f + " on line " + std::to_string(n.line) +
                         ": its shapes taken in its order, each with the pose after it.");
            }
        }
        return Value::unknown("the result of " + f + "(...) is not known", n.line);
    }
    if (callee.kind == Node::Kind::Member) {
        std::vector<Value> args = eval_arguments(n.kids, 1);
        Value* self = nullptr;
        Value temporary;
        const Node& base = callee.kids[0];
        if (base.kind == Node::Kind::Call && base.kids[0].kind == Node::Kind::Member) {
            // X.rotate(R).translate(t): the first change returns X itself.
            chained_ = nullptr;
            temporary = eval(base);
            if (chained_ != nullptr) self = chained_;
            chained_ = nullptr;
            if (self == nullptr) self = &temporary;
        } else if (base.kind == Node::Kind::Name && variables_.count(resolve(base.text)) != 0) {
            self = lvalue(base);
        } else if (base.kind == Node::Kind::Member || base.kind == Node::Kind::Index ||
                   (base.kind == Node::Kind::Unary && base.op == "*")) {
            try {
                self = lvalue(base);
            } catch (const InputError&) {
                self = nullptr;
            }
        }
        if (self == nullptr) {
            temporary = eval(base);
            self = &temporary;
        }
        if (auto r = engine_.method(*self, callee.text, args, *this, n.line)) {
            // A change that returns the value itself (Eigen's X.rotate(R).translate(t)): the
            // next call in the chain changes the same variable.
            if (r->kind == Value::Kind::Object && r->type_name == "#this") {
                chained_ = self == &temporary ? nullptr : self;
                return *self;
            }
            // settings.Create(): the shape lives on in the result, not in the settings.
            if (r->kind == Value::Kind::Shape && base.kind == Node::Kind::Name)
                consumed_.insert(resolve(base.text));
            return *r;
        }
        if (!self->known()) return *self;
        if (self->kind == Value::Kind::List) {
            if (callee.text == "push_back" || callee.text == "emplace_back" ||
                callee.text == "push") {
                Value item = args.size() == 1 ? args[0] : [&] {
                    Value l;
                    l.kind = Value::Kind::List;
                    l.items = args;
                    return l;
                }();
                self->items.push_back(engine_.convert(self->type_name, item, *this, n.line));
                return Value();
            }
            if (callee.text == "size")
                return Value::number(double(self->items.size()), Token::Type::Int);
            if (callee.text == "data" || callee.text == "begin") return *self;
            if (callee.text == "reserve") return Value();
            if (callee.text == "clear") {
                self->items.clear();
                return Value();
            }
        }
        if (is_pose_like(*self) || self->kind == Value::Kind::Shape ||
            (self->kind == Value::Kind::Object && self->field("#places") != nullptr))
            fail(n.line,
                 "cannot read ." + callee.text + "(...) here: it may change " +
                     (base.kind == Node::Kind::Name ? base.text : std::string("this value")) +
                     ", and GJK Lab does not know how");
        return Value::unknown("the result of ." + callee.text + "(...) is not known", n.line);
    }
    return Value::unknown("this call is not known", n.line);
}

Value Evaluator::binary(const std::string& op, const Value& a, const Value& b, int line) {
    if (!a.known()) return a;
    if (!b.known()) return b;
    Value r;
    if (a.kind == Value::Kind::Number && b.kind == Value::Kind::Number) {
        const Token::Type t = common_type(a.type, b.type);
        double x = 0;
        if (t == Token::Type::Int) {
            // Integers as C computes them (literals and casts are within 2^63: syntax.cpp);
            // an overflow is refused rather than wrapped.
            const long long p = (long long)a.x, q = (long long)b.x;
            long long v = 0;
            if ((op == "/" || op == "%") && q == 0) fail(line, "a division by zero");
            bool overflow = false;
            if (op == "+") overflow = __builtin_add_overflow(p, q, &v);
            if (op == "-") overflow = __builtin_sub_overflow(p, q, &v);
            if (op == "*") overflow = __builtin_mul_overflow(p, q, &v);
            if (op == "/") overflow = p == LLONG_MIN && q == -1, v = overflow ? 0 : p / q;
            if (op == "%") overflow = p == LLONG_MIN && q == -1, v = overflow ? 0 : p % q;
            if (overflow) fail(line, "this integer arithmetic overflows");
            x = double(v);
        } else if (t == Token::Type::Float) {
            const float p = float(a.x), q = float(b.x);
            x = op == "+" ? p + q : op == "-" ? p - q : op == "*" ? p * q : op == "/" ? p / q : 0;
        } else {
            x = op == "+"   ? a.x + b.x
                : op == "-" ? a.x - b.x
                : op == "*" ? a.x * b.x
                : op == "/" ? a.x / b.x
                            : 0;
        }
        if (op == "<" || op == ">" || op == "<=" || op == ">=" || op == "==" || op == "!=") {
            const bool c = op == "<"    ? a.x < b.x
                           : op == ">"  ? a.x > b.x
                           : op == "<=" ? a.x <= b.x
                           : op == ">=" ? a.x >= b.x
                           : op == "==" ? a.x == b.x
                                        : a.x != b.x;
            return Value::number(c, Token::Type::Int);
        }
        if (op != "+" && op != "-" && op != "*" && op != "/" && op != "%")
            return Value::unknown("'" + op + "' of numbers is not read", line);
        if (!std::isfinite(x)) fail(line, "this arithmetic gives a number that is not finite");
        return Value::number(x, t);
    }
    if (a.kind == Value::Kind::Vector && b.kind == Value::Kind::Vector &&
        (op == "+" || op == "-")) {
        if (a.dimension != b.dimension) fail(line, "vectors of different sizes");
        r = Value::vector(op == "+" ? a.v + b.v : a.v - b.v, a.dimension);
    } else if (a.kind == Value::Kind::Vector && b.kind == Value::Kind::Number &&
               (op == "*" || op == "/")) {
        r = Value::vector(op == "*" ? a.v * b.x : a.v / b.x, a.dimension);
    } else if (a.kind == Value::Kind::Number && b.kind == Value::Kind::Vector && op == "*") {
        r = Value::vector(a.x * b.v, b.dimension);
    } else if (is_pose_like(a) && is_pose_like(b) && op == "*") {
        r = a.kind == Value::Kind::Rotation && b.kind == Value::Kind::Rotation
                ? Value::rotation(compose(a.pose, b.pose))
                : Value::pose_of(compose(a.pose, b.pose));
        if (a.pose.quaternion &&
            b.pose.quaternion) {  // Hamilton product, as Jolt and Eigen multiply
            const glm::dvec4 p = *a.pose.quaternion, q = *b.pose.quaternion;
            r.pose.quaternion = glm::dvec4(p.w * q.x + p.x * q.w + p.y * q.z - p.z * q.y,
                                           p.w * q.y - p.x * q.z + p.y * q.w + p.z * q.x,
                                           p.w * q.z + p.x * q.y - p.y * q.x + p.z * q.w,
                                           p.w * q.w - p.x * q.x - p.y * q.y - p.z * q.z);
        } else {
            r.pose.quaternion.reset();
        }
    } else if (is_pose_like(a) && b.kind == Value::Kind::Vector && op == "*") {
        r = Value::vector(a.pose.rotation * b.v + a.pose.translation, b.dimension);
    } else {
        return Value::unknown("'" + op + "' of these values is not read", line);
    }
    add_origins(r, a);
    add_origins(r, b);
    return r;
}

Value* Evaluator::lvalue(const Node& n) {
    if (n.kind == Node::Kind::Name) {
        auto it = variables_.find(resolve(n.text));
        if (it == variables_.end()) fail(n.line, n.text + " is given a value but never declared");
        return &it->second;
    }
    if (n.kind == Node::Kind::Unary && (n.op == "*" || n.op == "&")) return lvalue(n.kids[0]);
    if (n.kind == Node::Kind::Member) {
        Value* base = lvalue(n.kids[0]);
        if (base->kind == Value::Kind::Object || !base->known()) {
            if (!base->known()) *base = Value::object("");
            if (Value* f = base->field(n.text)) return f;
            base->set(n.text, Value::unknown(n.text + " is not given in the text", n.line));
            return base->field(n.text);
        }
        fail(n.line, "cannot read this change of ." + n.text);
    }
    if (n.kind == Node::Kind::Index) {
        Value* base = lvalue(n.kids[0]);
        const Value index = eval(n.kids[1]);
        if (base->kind != Value::Kind::List || index.kind != Value::Kind::Number || index.x < 0 ||
            index.x > 10000)
            fail(n.line, "cannot read this index");
        while (base->items.size() <= size_t(index.x))
            base->items.push_back(Value::unknown("this item is not given in the text", n.line));
        return &base->items[size_t(index.x)];
    }
    fail(n.line, "cannot read what is changed here");
}

void Evaluator::assign(const Node& target, Value v, const std::string& op, int line) {
    // A part given through an accessor: X.translation() = ..., X.linear() = ...
    if (target.kind == Node::Kind::Call && target.kids.size() == 1 &&
        target.kids[0].kind == Node::Kind::Member) {
        Value* self = lvalue(target.kids[0].kids[0]);
        std::vector<Value> args{v};
        if (op == "=" && engine_.method(*self, "=" + target.kids[0].text, args, *this, line))
            return;
        fail(line, "cannot read this change of ." + target.kids[0].text + "()");
    }
    // A vector's component: p.x = 1.
    if (target.kind == Node::Kind::Member &&
        (target.text == "x" || target.text == "y" || target.text == "z")) {
        Value* base = lvalue(target.kids[0]);
        if (base->kind == Value::Kind::Vector) {
            const int k = target.text == "x" ? 0 : target.text == "y" ? 1 : 2;
            if (k >= base->dimension) fail(line, "this vector has no ." + target.text);
            Value current = Value::number(base->v[k]);
            if (op != "=") v = binary(op.substr(0, 1), current, v, line);
            base->v[k] = number(v, line, "the value of ." + target.text);
            return;
        }
    }
    Value* slot = lvalue(target);
    if (op != "=") v = binary(op.substr(0, 1), *slot, v, line);
    // A member's value keeps the engine's type of the object it belongs to.
    if (target.kind == Node::Kind::Member) {
        Value* owner = lvalue(target.kids[0]);
        if (owner->kind == Value::Kind::Object && !owner->type_name.empty())
            v = engine_.convert(owner->type_name + "." + target.text, v, *this, line);
    } else if (slot->known() && !slot->type_name.empty() && slot->kind == Value::Kind::Object) {
        v = engine_.convert(slot->type_name, v, *this, line);
    }
    std::vector<int> origins = slot->origins;
    *slot = std::move(v);
    add_origins(*slot, [&] {
        Value o;
        o.origins = origins;
        return o;
    }());
}

}  // namespace gjklab::snippet
