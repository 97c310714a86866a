"""Nightmare Wheel (54704216), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import APPLY, CONTINUOUS, TRIGGER, During, Effect, Target, activate
# the hold (kept by the object through a change of control or a turn face-down: the rulings
# quoted on yugioh.fandom.com "Card Rulings:Nightmare Wheel") is Spellbinding Circle's
from duelist.cards.scripts.c18807108_spellbinding_circle import bound_monster, held, resolve
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: target a monster your opponent controls (face-down too): while "
               "this card is face-up, that monster cannot attack or change its battle position; "
               "once it leaves the field, this card is destroyed. In each of its controller's own "
               "Standby Phases, while that monster is in a Monster Zone, a trigger deals the "
               "opponent 500 damage.")


def _held_monster(ctx):
    bound = bound_monster(ctx)
    if bound is None:
        return None
    card = ctx.card_by_cid(bound[0])
    return card if card is not None and card.uid == bound[1] and card.location == S.MZONE else None


def held_left(ctx, ev):
    bound = bound_monster(ctx)
    return bound is not None and ev["cid"] == bound[0] and ev.get("prev") == bound[1] and \
        ev.get("origin") == S.MZONE


def destroy_this_card(ctx):
    yield from ctx.destroy([ctx.card])


def holding(ctx):
    """The held monster is in a Monster Zone."""
    return _held_monster(ctx) is not None


def burn(ctx):
    if _held_monster(ctx) is not None:      # asked again as it resolves (the OCG FAQ)
        ctx.damage(ctx.opponent, 500)


EFFECTS = [
    activate(resolve, target=Target(lambda ctx: ctx.monsters("opp"),
                                    prompt="Nightmare Wheel: hold which monster?")),
    Effect(CONTINUOUS, tag="cannot_attack", affects=held, label="held: cannot attack"),
    Effect(CONTINUOUS, tag="cannot_change_position", affects=held, label="held: cannot change position"),
    # "when that monster leaves the field, destroy this card": applied, no chain link
    Effect(APPLY, events="moved", range=(S.SZONE,), match=held_left, resolve=destroy_this_card,
           label="held monster left the field"),
    # a mandatory trigger each own Standby Phase, no target (the OCG FAQ)
    Effect(TRIGGER, events="phase", range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)),
           match=K.standby_match(rest=holding), resolve=burn, label="500 damage", inflicts_damage="opponent"),
]
