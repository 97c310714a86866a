"""Spirit Reaper (23205979), Effect Monster."""
from duelist.cards.common import CONTINUOUS, STATE, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Zombie. Battles never destroy it. Whenever a card effect that picked "
               "it (face-up) as a target finishes resolving, it destroys itself. Each time it hits "
               "the opponent directly for battle damage, one card chosen at random from the "
               "opponent's hand is discarded.")

# log events that close the search for "the link that just resolved"
_STOPS = ("resolve", "chain_end", "chain", "turn")


def _just_resolved(duel):
    """(log index, link number) of the chain link whose resolution just ended (the state
    checks run right after each link resolves), or None."""
    log = duel.log
    for i in range(len(log) - 1, -1, -1):
        kind = log[i]["type"]
        if kind in _STOPS:
            return (i, log[i]["link"]) if kind == "resolve" else None
    return None


def _targeted_by(duel, resolve_at, link, card):
    """Did the activation of chain link `link` (resolved at log index `resolve_at`) target
    this card, and was that activation not negated? A card that stays on the field and keeps
    targeting the monster it brought back (Call of the Haunted, Premature Burial) counts
    too: its target was this card in the GY, now Special Summoned by that resolution."""
    log = duel.log
    for i in range(resolve_at - 1, -1, -1):
        event = log[i]
        kind = event["type"]
        if kind == "negated" and event.get("link") == link and event.get("what") == "activation":
            return False
        if kind == "chain" and event.get("link") == link:
            targets = event.get("targets", ())
            return card.uid in targets or _revived_by_a_lasting_card(duel, resolve_at, targets, card)
        if kind == "turn":
            return False
    return False


def _revived_by_a_lasting_card(duel, resolve_at, targets, card):
    source = duel.card_by_uid(duel.log[resolve_at].get("uid"))
    if source is None or not source.on_field or not source.face_up:
        return False            # e.g. Monster Reborn, gone to the GY: it targets no longer
    for event in duel.log[resolve_at + 1:]:
        if event["type"] == "special_summon" and event.get("uid") == card.uid and event.get("prev") in targets:
            return True
    return False


def destroyed_after_targeting(ctx):
    card = ctx.card
    if card.location != S.MZONE or not card.face_up or ctx.duel.is_negated(card):
        return False
    found = _just_resolved(ctx.duel)
    if found is None:
        return False
    at, link = found
    if card.info and card.info.get("reaper_seen") == at:
        return False
    return _targeted_by(ctx.duel, at, link, card)


def self_destruct(ctx):
    found = _just_resolved(ctx.duel)
    ctx.card.info = dict(ctx.card.info or {}, reaper_seen=found[0] if found else None)
    ctx.destroy([ctx.card])


def direct_battle_damage(ctx, ev):
    attack = ctx.duel.attack
    return ev.get("reason") == "battle" and ev.get("source") == ctx.card.cid and \
        ev.get("source_uid") == ctx.card.uid and ev.get("player") == ctx.opponent and \
        attack is not None and attack[0] == ctx.card.uid and attack[1] == "player"


def random_discard(ctx):
    hand = ctx.hand("opp")
    if hand:
        ctx.discard([hand[ctx.duel.rng.below(len(hand))]])


EFFECTS = [
    Effect(CONTINUOUS, tag="battle_indestructible", affects=lambda ctx, card: card is ctx.card,
           label="cannot be destroyed by battle"),
    Effect(STATE, condition=destroyed_after_targeting, resolve=self_destruct,
           label="destroyed after a targeting effect resolves"),
    Effect(TRIGGER, events="damage", match=direct_battle_damage, resolve=random_discard,
           label="random discard"),
]
