"""Skull Lair (6733059), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import QUICK, Effect, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap. While it is face-up, its controller may, any number of times, "
               "banish any number of monsters from their GY (a cost) to target 1 face-up monster "
               "on the field whose Level equals the number banished, and destroy it.")

BANISHED = "skull_lair_banished"      # the link's note: how many monsters its cost banished


def _levelled(ctx, card):
    return card.face_up and card.location == S.MZONE and ctx.has_level(card)


def _fits(ctx, card):
    if not _levelled(ctx, card):
        return False
    link = ctx.link
    if link is not None and BANISHED in link.info:
        return ctx.level(card) == link.info[BANISHED]
    return ctx.level(card) <= len(K.grave_monsters(ctx))


def candidates(ctx):
    return ctx.monsters("both")


TARGET = Target(candidates, filter=_fits, prompt="Skull Lair: destroy which monster?")


def can_pay(ctx):
    return bool(K.grave_monsters(ctx))


def cost(ctx):
    pool = K.grave_monsters(ctx)
    # only a Level some legal target has (`_fits` before the cost: Level <= monsters in the GY)
    levels = sorted({ctx.level(c) for c in TARGET.legal(ctx)})
    pick = yield from ctx.choose_option(["Level %d" % n for n in levels],
                                        "Skull Lair: banish how many monsters (the Level to destroy)?")
    count = levels[pick]
    chosen = yield from ctx.choose_cards(pool, count, prompt="Skull Lair: banish which monsters?")
    ctx.banish(chosen, "cost")
    ctx.link.info[BANISHED] = count


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


# One meaning in both eras (the 2005 print, LON: remove from play monsters in your GY to destroy a
# face-up monster whose Level equals their number; the OCG text 《死霊の巣》 選択して: it targets):
# no ERAS entry.
EFFECTS = [
    activate(),
    Effect(QUICK, range=(S.SZONE,), can_pay=can_pay, cost=cost, resolve=resolve, grave_banish="own",
           target=TARGET,
           destroys=True, label="banish monsters from the GY: destroy a face-up monster of that Level"),
]
