"""Thestalos the Firestorm Monarch (26205777), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect

DESCRIPTION = ("Level 6 FIRE Pyro. Whenever it is Tribute Summoned, one card chosen at random "
               "from the opponent's hand is discarded; if that card is a monster, the opponent "
               "also takes damage equal to its printed Level x 100.")


def tribute_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") == "tribute"


def resolve(ctx):
    hand = ctx.hand("opp")
    if not hand:
        return
    card = hand[ctx.random_below(len(hand))]
    ctx.discard([card])
    if card.data.card_type == "Monster":
        # "then": the damage follows the discard, so an optional "when" trigger of the
        # discarded card misses its timing (seed 000 §效果分類 › 誘發效果)
        ctx.then()
        ctx.damage(ctx.opponent, (card.data.level or 0) * 100)


EFFECTS = [Effect(TRIGGER, events="summoned", match=tribute_summoned, resolve=resolve,
                  label="Tribute Summoned: random discard, burn", discards="opponent", inflicts_damage="opponent")]
