"""Mustering of the Dark Scorpions (68191243), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate, choose_summon_position

DESCRIPTION = ("Normal Spell, activated only while its player controls a face-up \"Don Zaloog\": "
               "Special Summon from the hand any number of \"Dark Scorpion\" monsters, no two with "
               "the same name.")

DON_ZALOOG = 76922029


def _face_up_don(ctx, card):
    return card.face_up and ctx.is_named(card, DON_ZALOOG)


def _summonable(ctx, card):
    return card.data.card_type == "Monster" and K.in_archetype(card, "Dark Scorpion") and \
        ctx.can_special_summon(card)


def condition(ctx):
    return ctx.any_card("monsters", _face_up_don) and ctx.any_card("hand", _summonable)


def resolve(ctx):
    names = set()
    while True:
        fits = [c for c in ctx.cards_where("hand", _summonable) if c.data.name not in names]
        if not fits:
            return
        chosen = yield from ctx.choose_cards(fits, 1, minimum=0 if names else 1,
                                             prompt="Mustering of the Dark Scorpions: Special Summon which?")
        if not chosen:
            return
        card = chosen[0]
        names.add(card.data.name)
        position = yield from choose_summon_position(ctx, card)
        ctx.special_summon(card, position=position)


# The 2005 text (DCR: "only when "Don Zaloog" is face-up on your side of the field", one of each
# name) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=condition, special_summons=True,
                    label="Special Summon Dark Scorpion monsters from the hand")]
