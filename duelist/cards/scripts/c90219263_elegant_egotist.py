"""Elegant Egotist (90219263), Normal Spell."""
from duelist.cards.common import activate, choose_summon_position, face_up_named, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: only while a \"Harpie Lady\" is face-up on the field (either "
               "side). Special Summon 1 \"Harpie Lady\" or \"Harpie Lady Sisters\" from your hand "
               "or Deck (the Sisters' one proper summon).")

HARPIE_LADY = 76812113
SISTERS = 12206212


def _summonable(ctx, card):
    """A "Harpie Lady" or a "Harpie Lady Sisters" that this effect could Special Summon now (the
    Sisters as their proper summon)."""
    return (ctx.is_named(card, HARPIE_LADY) or ctx.is_named(card, SISTERS)) and \
        ctx.can_special_summon(card, proper=True)


def condition(ctx):
    return bool(face_up_named(ctx, HARPIE_LADY)) and \
        (ctx.any_card("hand", _summonable) or ctx.any_card("deck", _summonable))


def resolve(ctx):
    """(the condition is the activation's: the Harpie Lady may be gone as it resolves)"""
    found = ctx.cards_where("hand", _summonable) + ctx.cards_where("deck", _summonable)
    if not found:
        return
    chosen = (yield from ctx.choose_cards(found, 1, prompt="Elegant Egotist: Special Summon which monster?"))[0]
    from_deck = chosen.location == S.DECK
    position = yield from choose_summon_position(ctx, chosen)
    ctx.special_summon(chosen, position=position, proper=True)
    if from_deck:
        shuffle_deck(ctx)


# The 2005 text (MRD) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=condition, special_summons=True,
                    label="Special Summon a Harpie Lady or Harpie Lady Sisters from hand or Deck")]
