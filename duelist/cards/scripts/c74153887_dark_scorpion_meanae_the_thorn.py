"""Dark Scorpion - Meanae the Thorn (74153887), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 4 DARK Warrior. Each time it deals the opponent battle damage, its controller "
               "may pick one as it is activated: target a \"Dark Scorpion\" card in their GY and add "
               "it to the hand, or add a \"Dark Scorpion\" card from their Deck to the hand.")

MODES = ["Add 1 \"Dark Scorpion\" card from your GY to your hand",
         "Add 1 \"Dark Scorpion\" card from your Deck to your hand"]


def _dark_scorpion(card):
    return K.in_archetype(card, "Dark Scorpion")


def _in_deck(ctx):
    return ctx.any_card("deck", lambda ctx, c: _dark_scorpion(c))


def _grave_cards(ctx):
    return ctx.cards_where("grave", lambda ctx, c: _dark_scorpion(c))


def _from_grave(ctx):
    ctx.to_hand(ctx.targets)
    ctx.reveal(ctx.targets, ctx.opponent)


def _from_deck(ctx):
    fits = [c for c in ctx.deck("me") if _dark_scorpion(c)]
    if fits:
        chosen = yield from ctx.choose_cards(fits, 1, prompt="Meanae the Thorn: add which card?")
        ctx.to_hand(chosen)
        ctx.reveal(chosen, ctx.opponent)
    ctx.shuffle_deck()


# The 2005 text (DCR, "When ... you can", activated at once in the Damage Step; "a card with
# "Dark Scorpion" in its card name") and today's do the same: no ERAS entry.
TARGET = K.ModeTarget(K.mode_candidates(_grave_cards), _in_deck,
                      prompt="Meanae the Thorn: add which card from your GY?")

EFFECTS = [K.modal_battle_damage_trigger(MODES, _in_deck, TARGET, _from_grave, _from_deck, "Meanae the Thorn",
                                         "add a Dark Scorpion card from Deck or GY")]
