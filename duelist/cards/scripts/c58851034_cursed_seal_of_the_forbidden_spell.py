"""Cursed Seal of the Forbidden Spell (58851034), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, EVER, L, Responding, activate

DESCRIPTION = ("Counter Trap answering a Spell Card's activation, paid for by discarding a Spell Card "
               "from the hand: the activation is negated and that Spell destroyed; once destroyed, "
               "its name is sealed for the opponent until the Duel ends (no card, nor effect of a "
               "card, of that name may be activated by them).")


def _spell_card(ctx, card):
    return card.data.is_spell


def _spell_link(ctx):
    link = ctx.responding_to
    return link is not None and link.card_activation and link.card_type == "Spell"


def can_pay(ctx):
    return ctx.any_card("hand", _spell_card)


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.cards_where("hand", _spell_card), 1,
                                         prompt="Cursed Seal of the Forbidden Spell: discard which Spell Card?")
    ctx.discard(chosen, "cost")


def _lock(ctx, spell, cards_only=False):
    data = spell.data
    info = {"cards_only": True} if cards_only else {}
    ctx.player_flag(ctx.opponent, L.NO_ACTIVATE_NAME, until=EVER, code=data.alias or data.code, name=data.name,
                    **info)


def _resolve(cards_only):
    def resolve(ctx):
        """The lock only once the Spell was negated and destroyed ("if you do that")."""
        link = ctx.responding_to
        if link is None:
            return
        spell = ctx.link_card(link)
        was_here = spell.uid == link.card_uid and spell.on_field
        if (yield from ctx.negate_and_destroy(link)) and was_here and not spell.on_field:
            _lock(ctx, spell, cards_only)   # (destroyed: in the GY, or banished instead by Macro Cosmos)
    return resolve


def _effects(cards_only):
    return [activate(_resolve(cards_only), condition=Responding(_spell_link), cost=cost, can_pay=can_pay,
                     discard_cost=True, destroys=DESTROYS_NEGATED)]


EFFECTS = _effects(False)

# The 2005 print (IOC-EN049) negates any Spell Card's activation as today's does; it seals the
# activation of Spell Cards of that name only, where today's text also seals the effects of cards of
# that name: the name lock's cards_only (chain.py `_name_locked`, round 57l) leaves a face-up copy's
# effect free
ERAS = {"2005": {
    "DESCRIPTION": ("Counter Trap answering a Spell Card's activation, paid for by discarding a Spell "
                    "Card from the hand: the activation is negated and that Spell destroyed; once "
                    "destroyed, the opponent may not activate a Spell Card of its name until the Duel "
                    "ends (the effects of cards of that name are not sealed) (2005 text)."),
    "EFFECTS": _effects(True),
}}

