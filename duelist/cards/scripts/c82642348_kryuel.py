"""Kryuel (82642348), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, Target, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Fiend (1000/1700). When it is destroyed by battle and goes to the GY, it "
               "targets 1 monster the opponent controls (not optional); its controller calls a coin "
               "toss, and called right, that monster is destroyed.")


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def resolve(ctx):
    right = yield from ctx.call_coin()
    if right and ctx.targets:
        yield from ctx.destroy(ctx.targets)


# The 2005 print (PGD-006: destroyed by battle and sent to the Graveyard, select 1 of the opponent's
# monsters, call a coin toss, destroy it if right) reads as today's: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, damage_step=DS_ALWAYS,
                  target=Target(opp_monsters, prompt="Kryuel: which monster?"),
                  resolve=resolve, destroys=True, label="call a coin toss: destroy an opponent's monster")]
