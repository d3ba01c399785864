/* Single inheritance in C: a base struct first in each derived struct, a vtable with
 * overridable methods, and "super" calls that reach the base implementation. */
#include <stdio.h>
#include <string.h>

struct animal;

struct animal_vtbl {
    const char *class_name;
    const struct animal_vtbl *super;
    void (*speak)(const struct animal *, char *buf, size_t n);
    int (*legs)(const struct animal *);
    int (*food_per_day)(const struct animal *);
};

struct animal {
    const struct animal_vtbl *vt;
    char name[12];
    int weight_kg;
};

struct dog {
    struct animal base;
    int tricks;
};

struct bird {
    struct animal base;
    int wingspan_cm;
    int can_talk;
};

/* Base class methods. */
static void animal_speak(const struct animal *a, char *buf, size_t n)
{
    snprintf(buf, n, "%s makes a sound", a->name);
}
static int animal_legs(const struct animal *a) { (void)a; return 4; }
static int animal_food(const struct animal *a) { return a->weight_kg * 30; }

static const struct animal_vtbl animal_vt = {"animal", NULL, animal_speak, animal_legs, animal_food};

/* Dog overrides speak and food (calls super for the base amount). */
static void dog_speak(const struct animal *a, char *buf, size_t n)
{
    const struct dog *d = (const struct dog *)a;
    snprintf(buf, n, "%s barks and knows %d tricks", a->name, d->tricks);
}
static int dog_food(const struct animal *a)
{
    const struct dog *d = (const struct dog *)a;
    return animal_vt.food_per_day(a) + 50 * d->tricks;
}
static const struct animal_vtbl dog_vt = {"dog", &animal_vt, dog_speak, animal_legs, dog_food};

/* Puppy derives from dog and overrides only food. */
static int puppy_food(const struct animal *a) { return dog_vt.food_per_day(a) / 2 + 100; }
static const struct animal_vtbl puppy_vt = {"puppy", &dog_vt, dog_speak, animal_legs, puppy_food};

/* Bird overrides legs and speak. */
static int bird_legs(const struct animal *a) { (void)a; return 2; }
static void bird_speak(const struct animal *a, char *buf, size_t n)
{
    const struct bird *b = (const struct bird *)a;
    if (b->can_talk)
        snprintf(buf, n, "%s says hello (wingspan %d)", a->name, b->wingspan_cm);
    else
        a->vt->super->speak(a, buf, n);
}
static const struct animal_vtbl bird_vt = {"bird", &animal_vt, bird_speak, bird_legs, animal_food};

static int is_a(const struct animal *a, const struct animal_vtbl *cls)
{
    const struct animal_vtbl *v;
    for (v = a->vt; v; v = v->super)
        if (v == cls)
            return 1;
    return 0;
}

static void init_animal(struct animal *a, const struct animal_vtbl *vt, const char *name, int kg)
{
    a->vt = vt;
    strncpy(a->name, name, sizeof a->name - 1);
    a->name[sizeof a->name - 1] = '\0';
    a->weight_kg = kg;
}

int main(void)
{
    struct dog rex, bit;
    struct bird polly, crow;
    struct animal cow;
    init_animal(&rex.base, &dog_vt, "Rex", 30);
    rex.tricks = 4;
    init_animal(&bit.base, &puppy_vt, "Bit", 6);
    bit.tricks = 1;
    init_animal(&polly.base, &bird_vt, "Polly", 1);
    polly.wingspan_cm = 45;
    polly.can_talk = 1;
    init_animal(&crow.base, &bird_vt, "Crowley-the-Great", 1);
    crow.wingspan_cm = 90;
    crow.can_talk = 0;
    init_animal(&cow, &animal_vt, "Daisy", 600);

    struct animal *zoo[] = {&rex.base, &polly.base, &cow, &bit.base, &crow.base};
    const struct animal_vtbl *classes[] = {&animal_vt, &dog_vt, &puppy_vt, &bird_vt};
    int total_food = 0, total_legs = 0;
    size_t i, k;
    char line[64];

    for (i = 0; i < sizeof zoo / sizeof zoo[0]; i++) {
        struct animal *a = zoo[i];
        a->vt->speak(a, line, sizeof line);
        int food = a->vt->food_per_day(a);
        total_food += food;
        total_legs += a->vt->legs(a);
        printf("[%s] %s; legs %d; food %d g\n", a->vt->class_name, line, a->vt->legs(a), food);
        printf("   is-a:");
        for (k = 0; k < sizeof classes / sizeof classes[0]; k++)
            if (is_a(a, classes[k]))
                printf(" %s", classes[k]->class_name);
        printf("\n");
    }
    printf("total food %d g, total legs %d\n", total_food, total_legs);

    /* Re-class an object at run time: the puppy grows up. */
    bit.base.vt = &dog_vt;
    bit.base.weight_kg = 25;
    bit.tricks = 3;
    bit.base.vt->speak(&bit.base, line, sizeof line);
    printf("%s; food %d g\n", line, bit.base.vt->food_per_day(&bit.base));
    return 0;
}
