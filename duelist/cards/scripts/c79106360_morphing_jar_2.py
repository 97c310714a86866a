"""Morphing Jar #2 (79106360), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Rock. Once flipped face-up it shuffles every monster on the field into "
               "its owner's Deck; then each player turns over cards from the top of their Deck until "
               "they have turned over as many monsters as went into that Deck, Special Summons the "
               "Level 4 or lower ones among them in face-down Defense Position, and sends the other "
               "cards turned over to the GY.")


def _summonable(ctx, card, player):
    return card.data.card_type == "Monster" and 0 < (card.data.level or 0) <= 4 and \
        ctx.can_special_summon(card, player)


def resolve(ctx):
    # a monster whose destruction by this battle is decided (the Jar itself, flipped by an
    # attack and destroyed) goes to the GY, not to the Deck (yugioh-wiki.net)
    leaving = [c for c in ctx.monsters("both") if not ctx.destroyed_by_battle_now(c)]
    ctx.to_deck(leaving)
    # only the monsters that went into a Deck count: a Fusion Monster back in the Extra Deck
    # and a Token that vanished do not
    counts = [0, 0]
    for card in leaving:
        if card.location == S.DECK:
            counts[card.owner] += 1
    ctx.then()
    order = (ctx.turn_player, 1 - ctx.turn_player)
    turned = {}
    for p in order:
        cards, found = [], 0
        for card in ctx.deck(p):               # top first
            if found >= counts[p]:
                break
            cards.append(card)
            if card.data.card_type == "Monster":
                found += 1
        turned[p] = cards
        if cards:
            ctx.reveal(cards, None)
    ctx.then()
    for p in order:
        fits = [c for c in turned[p] if _summonable(ctx, c, p)]
        free = ctx.free_monster_zone_count(p)
        if free == 0:
            fits = []
        elif len(fits) > free:
            fits = (yield from ctx.choose_cards(fits, free, player=p,
                                                prompt="Morphing Jar #2: which monsters do you Special Summon?"))
        for card in fits:
            ctx.special_summon(card, player=p, position=S.FACEDOWN_DEFENSE)
    for p in order:
        rest = [c for c in turned[p] if c.location == S.DECK]
        if rest:
            ctx.send_to_grave(rest)


# One meaning in both eras (the 2005 text and today's): no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, special_summons=True,
                  label="all monsters to the Deck; turn over, summon and send")]
