"""Thousand Needles (33977496), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Trigger effect, no target: at the end of the Damage Step in which this Defense "
               "Position card was attacked by a monster with less ATK than its DEF, that attacker "
               "is destroyed.")

# The "Thousand Needles" effect (this card, Des Kangaroo, which imports it): a trigger at the END
# of the Damage Step (the engine's "damage_step_end" happening; Konami's OCG ruling on Des
# Kangaroo, the series' wording), so it shares a chain with Hyper Hammerhead's effect.

_DEFENSE = (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)


def _weaker_attacker(ctx, ev):
    """The attacker, while this card (the same object, in Defense Position) was its target and
    the attacker (still on the field) has less ATK than this card's DEF; else None."""
    card = ctx.card
    if ev.get("target") != card.cid or ev.get("target_uid") != card.uid or card.position not in _DEFENSE:
        return None
    attacker = ctx.card_by_uid(ev.get("attacker_uid"))
    if attacker is None or attacker.location != S.MZONE or ctx.atk(attacker) >= ctx.defense(card):
        return None
    return attacker


def destroy_weaker_attacker(ctx):
    attacker = _weaker_attacker(ctx, ctx.event) if ctx.card.on_field else None
    if attacker is not None:
        yield from ctx.destroy([attacker])


def needles_effect():
    return Effect(TRIGGER, events="damage_step_end", range=(S.MZONE,),
                  match=lambda ctx, ev: _weaker_attacker(ctx, ev) is not None,
                  resolve=destroy_weaker_attacker, destroys=True, label="destroy the attacker with lower ATK")


EFFECTS = [needles_effect()]
