"""Bazoo the Soul-Eater (40133511), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Beast. Once per turn, in its controller's Main Phase: cost, banish 1 to 3 "
               "monsters from your GY; it gains 300 ATK for each one until the end of the turn.")


def grave_monster(ctx, card):
    return card.data.card_type == "Monster"


def cost(ctx):
    monsters = K.grave_monsters(ctx, "me")
    chosen = yield from ctx.choose_cards(monsters, min(3, len(monsters)), minimum=1,
                                         prompt="Bazoo the Soul-Eater: banish up to 3 monsters from your GY")
    ctx.banish(chosen, "cost")
    ctx.link.info["banished"] = len(chosen)


def resolve(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.modify(card, atk=300 * ctx.link.info.get("banished", 0))


EFFECTS = [Effect(IGNITION, once_per_turn=True, grave_banish="own",
                  condition=lambda ctx: ctx.any_card("grave", grave_monster),
                  cost=cost, resolve=resolve, label="banish up to 3 monsters: +300 ATK each")]
