"""Cyber Jar (34124316), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Rock. Once flipped face-up it wipes every monster off the field; after "
               "that each player shows the top five cards of their Deck, puts the Level 4 or lower "
               "monsters among them onto their field (face-up Attack or face-down Defense, their "
               "choice) and takes everything else into their hand.")

REVEAL = 5
POSITIONS = ["Face-up Attack Position", "Face-down Defense Position"]
# while monsters cannot be Set (Light of Intervention) a face-down Special Summon is a face-up
# Defense one: the choice says so
POSITIONS_FACE_UP = ["Face-up Attack Position", "Face-up Defense Position"]


def _summonable(ctx, card, player):
    return card.data.card_type == "Monster" and 0 < (card.data.level or 0) <= 4 and \
        ctx.can_special_summon(card, player)


def resolve(ctx):
    yield from ctx.destroy(ctx.monsters("both"))
    ctx.then()                 # "then" both players reveal: the destruction is not the last thing
    order = (ctx.turn_player, 1 - ctx.turn_player)
    revealed = {}
    for p in order:
        revealed[p] = ctx.deck(p)[:REVEAL]     # top first
        if revealed[p]:
            ctx.reveal(revealed[p], None)
    ctx.then()
    placements = []
    for p in order:
        fits = [c for c in revealed[p] if _summonable(ctx, c, p)]
        free = ctx.free_monster_zone_count(p)
        if free == 0:
            fits = []
        elif len(fits) > free:
            # more monsters than free Monster Zones: the player picks which come out; the
            # rest go to the hand with the other cards
            fits = (yield from ctx.choose_cards(fits, free, player=p,
                                                prompt="Cyber Jar: which monsters do you Special Summon?"))
        may_set = ctx.may_set_monsters()
        for card in fits:
            pick = yield from ctx.choose_option(
                POSITIONS if may_set else POSITIONS_FACE_UP,
                "Cyber Jar: Special Summon %s in which position?" % card.data.name, player=p)
            placements.append((card, p, S.FACEUP_ATTACK if pick == 0 else
                               S.FACEDOWN_DEFENSE if may_set else S.FACEUP_DEFENSE))
    summoned = set()
    for card, p, position in placements:
        if ctx.special_summon(card, player=p, position=position):
            summoned.add(card.cid)
    for p in order:       # "also": the rest go to the hand at the same time
        rest = [c for c in revealed[p] if c.cid not in summoned and c.location == S.DECK]
        if rest:
            ctx.to_hand(rest)


EFFECTS = [Effect(FLIP, resolve=resolve, special_summons=True, label="destroy all monsters, reveal 5, summon and add")]
