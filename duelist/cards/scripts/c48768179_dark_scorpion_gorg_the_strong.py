"""Dark Scorpion - Gorg the Strong (48768179), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 5 DARK Warrior. Each time it deals the opponent battle damage, its controller "
               "may pick one as it is activated: target a monster the opponent controls and put it "
               "on top of its owner's Deck, or send the top card of the opponent's Deck to the GY.")

MODES = ["Return 1 of the opponent's monsters to the top of the Deck",
         "Send the top card of the opponent's Deck to the GY"]


def _deck_open(ctx):
    return ctx.deck_count("opp") > 0


def _to_top(ctx):
    ctx.to_deck(ctx.targets, shuffle=False)


def _mill_one(ctx):
    top = ctx.deck("opp")[:1]
    if top:
        ctx.send_to_grave(top, "effect")


# The 2005 text (DCR, "When ... you can", activated at once in the Damage Step) and today's do
# the same: no ERAS entry.
TARGET = K.ModeTarget(K.mode_candidates(lambda ctx: ctx.monsters("opp")), _deck_open,
                      prompt="Gorg the Strong: put which monster on top of the Deck?")

EFFECTS = [K.modal_battle_damage_trigger(MODES, _deck_open, TARGET, _to_top, _mill_one, "Gorg the Strong",
                                         "a monster to the top of the Deck or mill 1")]
