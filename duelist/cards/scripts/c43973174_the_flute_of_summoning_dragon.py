"""The Flute of Summoning Dragon (43973174), Normal Spell."""
from duelist.cards.common import FreeMonsterZones, NamedOnField, activate
from duelist.cards.common import choose_summon_position, face_up_named

DESCRIPTION = ("Normal Spell, only while \"Lord of D.\" is face-up on the field (checked again "
               "when it resolves): Special Summon one or two Dragon monsters from your hand.")

LORD_OF_D = 17985575


def _summonable_dragon(ctx, card):
    return card.data.card_type == "Monster" and card.data.race == "Dragon" and ctx.can_special_summon(card)


def dragons_in_hand(ctx):
    return ctx.cards_where("hand", _summonable_dragon)


def free_zones(ctx):
    return ctx.free_monster_zone_count()


def _lord_and_a_dragon(ctx):
    """A face-up Lord of D. and a Dragon in your hand that may be Special Summoned (the walk
    stops at the first: the menu asks this while the card is in your hand)."""
    return face_up_named(ctx, LORD_OF_D) and ctx.any_card("hand", _summonable_dragon)


# Lord of D. on the field, any way up (declared: the windows and the menus pass the card by
# without a call while it is not, every ask on the starter decks), then a free Main Monster
# Zone (= `free_zones(ctx) > 0`), then Lord of D. face-up and a Dragon
condition = NamedOnField(LORD_OF_D, FreeMonsterZones(1, _lord_and_a_dragon))


def resolve(ctx):
    if not face_up_named(ctx, LORD_OF_D):
        return
    dragons = dragons_in_hand(ctx)
    room = min(2, free_zones(ctx), len(dragons))
    if room <= 0:
        return
    chosen = yield from ctx.choose_cards(dragons, count=room, minimum=1,
                                         prompt="Special Summon which Dragon monsters?")
    placed = []
    for card in chosen:
        position = yield from choose_summon_position(ctx, card)
        placed.append((card, position))
    for card, position in placed:
        ctx.special_summon(card, position=position)


EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
