"""Curse of Royal (2926176), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, Responding, activate, card_type_now, negate_and_destroy

DESCRIPTION = ("Counter Trap: when a Spell or Trap Card is activated that would destroy exactly 1 "
               "Spell/Trap Card on the field, negate the activation and destroy that card.")


def _spells_traps_it_destroys(ctx, link):
    """How many Spell/Trap Cards on the field the link's activation would destroy, as its effect
    declares (`Destroys`: Mystical Space Typhoon, Dust Tornado its target, Heavy Storm every
    other one); an effect that declares none counts none."""
    count = 0
    for card in ctx.link_destroys_which(link):
        if card_type_now(card) in ("Spell", "Trap"):
            count += 1
    return count


def _answers(fits):
    def condition(ctx):
        link = ctx.responding_to
        return link.card_activation and link.card_type in ("Spell", "Trap") and \
            fits(_spells_traps_it_destroys(ctx, link))
    return Responding(condition)


# Today's reading (yugioh-wiki.net 《王家の呪い》, the ruling of about October 2005): only a card
# that destroys exactly 1 Spell/Trap Card (Mystical Space Typhoon, Dust Tornado), not Heavy Storm.
EFFECTS = [activate(negate_and_destroy, condition=_answers(lambda n: n == 1), label="Curse of Royal", destroys=DESTROYS_NEGATED)]

ERAS = {"2005": {
    "DESCRIPTION": ("Counter Trap (2005 ruling): when a Spell or Trap Card is activated that would "
                    "destroy a Spell/Trap Card on the field, one or more (Heavy Storm too), negate the "
                    "activation and destroy that card."),
    # before the ruling change of about October 2005 a card destroying several Spell/Trap Cards
    # "destroys 1" among them (yugioh-wiki.net 《王家の呪い》)
    "EFFECTS": [activate(negate_and_destroy, condition=_answers(lambda n: n >= 1), label="Curse of Royal", destroys=DESTROYS_NEGATED)],
}}
