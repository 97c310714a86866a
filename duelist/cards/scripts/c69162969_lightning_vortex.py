"""Lightning Vortex (69162969), Normal Spell."""
from duelist.cards.common import activate, discard_one_cost, has_other_hand_card

DESCRIPTION = ("Normal Spell: its cost is throwing away 1 card from the hand; then every face-up "
               "monster on the opponent's side is destroyed.")


def their_face_up(ctx):
    return ctx.monsters("opp", face_up=True)


def resolve(ctx):
    yield from ctx.destroy(their_face_up(ctx))


EFFECTS = [activate(resolve, condition=lambda ctx: bool(their_face_up(ctx)), can_pay=has_other_hand_card,
                    discard_cost=True,
                    cost=discard_one_cost, label="destroy the opponent's face-up monsters", destroys=True)]
