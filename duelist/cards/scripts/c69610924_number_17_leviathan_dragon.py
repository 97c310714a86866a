"""Number 17: Leviathan Dragon (69610924), Xyz Monster."""
from duelist.cards.common import C, CONTINUOUS, IGNITION, Effect, detach_one_cost, has_material, while_here
from duelist.engine import state as S

DESCRIPTION = ("Rank 3 WATER Dragon Xyz (2 Level 3 monsters), 2000/0. While it holds no "
               "material it cannot attack the opponent directly. Once per turn, in its "
               "controller's Main Phase, it may detach 1 material to become 500 ATK stronger "
               "(the gain stays while it remains face-up on the field).")


def _gain(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.modify(card, atk=500, until=while_here(card))


def bare(ctx, card):
    """This card while no material is attached to it (read as it would declare an attack)."""
    return card is ctx.card and not ctx.materials(card)


EFFECTS = [Effect(CONTINUOUS, tag=C.NO_DIRECT_ATTACK, affects=bare, label="no material: no direct attack"),
           Effect(IGNITION, once_per_turn=True, condition=has_material, can_pay=has_material,
                  cost=detach_one_cost, resolve=_gain, label="detach 1: gain 500 ATK")]
