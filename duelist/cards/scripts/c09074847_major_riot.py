"""Major Riot (9074847), Normal Trap."""
from duelist.cards.common import H, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when an opponent's card effect returns a monster you controlled to your "
               "hand, return every monster on the field to the hand; then each player Special "
               "Summons from their hand, in face-down Defense Position, as many monsters as Monster "
               "Cards went back to their hand (as many as they can).")


def returned_by_opponent(ctx):
    """A monster this player controlled went from the field to their hand by an effect of the
    opponent's, the last thing that happened."""
    for ev in ctx.last_events:
        if ev["type"] == H.MOVED and ev["origin"] == S.MZONE and ev["to"] == S.HAND and \
                ev["controller"] == ctx.player and ev["by"] == ctx.opponent:
            card = ctx.card_by_uid(ev["uid"])
            if card is not None and ctx.hand_holder(card) == ctx.player:
                return True
    return False


def resolve(ctx):
    monsters = ctx.monsters("both")
    if monsters:
        ctx.to_hand(monsters)
    # "Monster Cards returned to their hand": a Token is gone, a Fusion Monster went to the Extra Deck
    counts = {0: 0, 1: 0}
    for card in monsters:
        holder = ctx.hand_holder(card) if card.location == S.HAND else None
        if holder is not None:
            counts[holder] += 1
    ctx.then()
    for player in (ctx.turn_player, 1 - ctx.turn_player):
        count = min(counts[player], ctx.free_monster_zone_count(player))
        if count <= 0:
            continue
        hand = [c for c in ctx.hand(player) if c.data.is_monster and ctx.can_special_summon(c, player)]
        if not hand:
            continue
        count = min(count, len(hand))
        chosen = yield from ctx.choose_cards(hand, count, player=player,
                                             prompt="Major Riot: Special Summon which monsters face-down?")
        for card in chosen:
            ctx.special_summon(card, player=player, position=S.FACEDOWN_DEFENSE)


# The 2005 text (PSV-029) does the same (every monster back to the hand, then as many face-down
# Defense Position monsters from each hand as that player got back): no ERAS entry.
EFFECTS = [activate(resolve, condition=returned_by_opponent, answers=H.MOVED, special_summons=True)]
