"""Levia-Dragon - Daedalus (37721209), Effect Monster."""
from duelist.cards.common import IGNITION, Effect
from duelist.engine import state as S
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Level 7 WATER Sea Serpent, 2600 ATK / 1500 DEF. In its controller's Main Phase they "
               "may send 1 face-up \"Umi\" they control to the GY (a cost) to destroy every other card "
               "on the field.")

UMI = 22702055


def face_up_umi(ctx, card):
    """A face-up "Umi" of this player's (a card whose name is always "Umi" counts: NAME_AS)."""
    return card.face_up and card.location in (S.FZONE, S.SZONE) and ctx.is_named(card, UMI)


def can_send_umi(ctx):
    """The cost can be paid: a face-up "Umi" that would reach the GY (not banished instead)."""
    return any(ctx.can_send_to_grave([card]) for card in ctx.cards_where("spells_traps", face_up_umi))


def send_umi(ctx):
    found = [card for card in ctx.cards_where("spells_traps", face_up_umi) if ctx.can_send_to_grave([card])]
    if len(found) > 1:
        found = yield from ctx.choose_cards(found, 1, prompt="%s: send which \"Umi\"?" % ctx.card.data.name)
    ctx.send_to_grave(found[:1], "cost")


def _others(ctx):
    return [c for c in ctx.field("both") if c is not ctx.card]


def resolve(ctx):
    card = ctx.card
    yield from ctx.destroy([c for c in ctx.field("both") if c is not card])


# The 2005 text (IOC-083: send 1 face-up "Umi" on your side of the field to the Graveyard to destroy
# all cards on the field except this card) and today's do the same: no ERAS entry.
EFFECTS = [Effect(IGNITION, can_pay=can_send_umi, cost=send_umi, resolve=resolve, destroys=Destroys(_others),
                  label="send \"Umi\" to the GY: destroy all other cards on the field")]
