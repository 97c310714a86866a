"""The Flute of Summoning Dragon (43973174), Normal Spell."""
from duelist.cards.common import activate
from duelist.cards.common import choose_summon_position, face_up_named

DESCRIPTION = ("Normal Spell, only while \"Lord of D.\" is face-up on the field (checked again "
               "when it resolves): Special Summon one or two Dragon monsters from your hand.")

LORD_OF_D = 17985575


def dragons_in_hand(ctx):
    return [c for c in ctx.hand("me") if c.data.card_type == "Monster" and c.data.race == "Dragon"
            and ctx.can_special_summon(c)]


def free_zones(ctx):
    return ctx.free_monster_zone_count()


def condition(ctx):
    return bool(face_up_named(ctx, LORD_OF_D)) and bool(dragons_in_hand(ctx)) and free_zones(ctx) > 0


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


EFFECTS = [activate(resolve, condition=condition)]
