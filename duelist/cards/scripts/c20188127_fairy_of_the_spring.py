"""Fairy of the Spring (20188127), Normal Spell."""
from duelist.cards.common import L, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: its player picks, as the target, an Equip Spell Card in their own GY "
               "and adds it to their hand; that card cannot be activated this turn (another copy "
               "of its name can).")


def equip_spell_in_own_grave(ctx, card):
    data = card.data
    return card.location == S.GRAVE and card.owner == ctx.player and data.card_type == "Spell" \
        and data.property == "Equip"


def _own_grave(ctx):
    return ctx.grave("me")


def _add_and_lock(ctx, cards):
    if not cards:
        return
    ctx.to_hand(cards)
    for card in cards:
        if card.location == S.HAND:
            # that card only, wherever it goes this turn (L.NO_ACTIVATE_CARD: by its cid)
            ctx.player_flag(ctx.player, L.NO_ACTIVATE_CARD, cid=card.cid, name=card.data.name)


def resolve(ctx):
    _add_and_lock(ctx, ctx.targets)


def resolve_2005(ctx):
    """The 2005 text: the Equip Spell is picked as it resolves, not targeted (one Necrovalley
    guards is left out: `grave_guarded`)."""
    cards = [c for c in ctx.grave("me") if equip_spell_in_own_grave(ctx, c) and not ctx.grave_guarded(c)]
    if cards:
        chosen = yield from ctx.choose_cards(cards, 1, prompt="Fairy of the Spring: add which Equip Spell?")
        _add_and_lock(ctx, chosen)


def _any_equip_spell(ctx):
    return ctx.any_card("grave", equip_spell_in_own_grave)


EFFECTS = [activate(resolve, target=Target(_own_grave, filter=equip_spell_in_own_grave,
                                           prompt="Fairy of the Spring: add which Equip Spell?"))]

# the 2005 text (DCR, GOAT) and the OCG text pick the card as it resolves: no target
ERAS = {"2005": {
    "DESCRIPTION": ("Normal Spell: its player picks an Equip Spell Card in their own GY as it "
                    "resolves (no target) and adds it to their hand; that card cannot be activated "
                    "this turn (another copy of its name can) (2005 text)."),
    "EFFECTS": [activate(resolve_2005, condition=_any_equip_spell)],
}}
