"""Hammer Shot (26412047), Normal Spell."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: destroys the face-up Attack Position monster with the highest ATK "
               "on the field, either side (no target; with a tie, its player picks one of them).")


def _attackers(ctx):
    return [c for c in ctx.monsters("both", face_up=True) if c.position == S.FACEUP_ATTACK]


def _in_attack_position(ctx, card):
    return card.position == S.FACEUP_ATTACK


def resolve(ctx):
    cards = _attackers(ctx)
    if not cards:
        return
    top = max(ctx.atk(c) for c in cards)
    highest = [c for c in cards if ctx.atk(c) == top]
    if len(highest) > 1:
        highest = yield from ctx.choose_cards(highest, 1, prompt="Hammer Shot: destroy which of the tied monsters?")
    yield from ctx.destroy(highest)


EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", _in_attack_position, who="both"),
                    destroys=True)]
