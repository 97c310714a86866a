"""Skilled White Magician (46363422), Effect Monster."""
from duelist.cards.db import get_card
from duelist.cards.common import IGNITION, STATE, Effect, choose_summon_position, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Spellcaster. Each time a Spell Card's activation resolves while it "
               "is face-up on the field, it gets a Spell Counter (3 at most). Its controller may "
               "Tribute it while it holds 3 Spell Counters (a cost) to Special Summon a Buster "
               "Blader from their hand, Deck or GY.")

MAX_COUNTERS = 3
BUSTER_BLADER = 78193831

# log events that end the search for the link that just resolved
_STOPS = ("resolve", "chain_end", "chain", "turn")


def counters(duel, card):
    """Spell Counters on this object (card.info); a monster turned face-down loses them."""
    info = card.info
    if not info or not info.get("counters"):
        return 0
    log = duel.log
    for i in range(info.get("seen", 0), len(log)):
        event = log[i]
        if event["type"] == "position" and event.get("uid") == card.uid and event.get("to") == S.FACEDOWN_DEFENSE:
            info["counters"] = 0
            break
    info["seen"] = len(log)
    return info["counters"]


def _resolved_spell(duel):
    """(log index of the "resolve" event just now, of its "chain" event) if it ended a Spell
    Card's activation that was not negated; else None."""
    log = duel.log
    for i in range(len(log) - 1, -1, -1):
        kind = log[i]["type"]
        if kind in _STOPS:
            if kind != "resolve":
                return None
            link = log[i]["link"]
            for j in range(i - 1, -1, -1):
                event = log[j]
                if event["type"] == "negated" and event.get("link") == link:
                    return None
                if event["type"] == "chain" and event.get("link") == link:
                    if j == 0 or log[j - 1]["type"] != "activate":
                        return None          # an effect, not a card activation
                    return (i, j) if get_card(event["code"]).card_type == "Spell" else None
                if event["type"] == "turn":
                    return None
            return None
    return None


_ARRIVALS = ("special_summon", "summon", "flip_summon", "flip", "position", "set_monster")


def spell_resolved(ctx):
    """A Spell resolved while this card was face-up on the field (it was not summoned or
    turned face-up by that Spell or during its chain)."""
    card = ctx.card
    if card.location != S.MZONE or not card.face_up:
        return False
    found = _resolved_spell(ctx.duel)
    if found is None:
        return False
    at, since = found
    if (card.info or {}).get("spell_seen") == at:
        return False
    log = ctx.duel.log
    return not any(log[k].get("uid") == card.uid and log[k]["type"] in _ARRIVALS for k in range(since, at))


def add_counter(ctx):
    card = ctx.card
    at = _resolved_spell(ctx.duel)[0]
    count = min(MAX_COUNTERS, counters(ctx.duel, card) + 1)
    card.info = dict(card.info or {}, counters=count, seen=len(ctx.duel.log), spell_seen=at)
    ctx.duel.announce(card.controller, card, "counter", counter="Spell Counter", count=count)


def _blader(ctx):
    return [c for c in ctx.hand("me") + ctx.deck("me") + ctx.grave("me") if c.data.code == BUSTER_BLADER]


def can_pay(ctx):
    return counters(ctx.duel, ctx.card) >= 3 and bool(_blader(ctx))


def cost(ctx):
    ctx.send_to_grave([ctx.card], "tribute")


def resolve(ctx):
    found = [c for c in _blader(ctx) if ctx.duel.can_special_summon(c, ctx.player)]
    if not found:
        return
    chosen = yield from ctx.choose_cards(found, 1, prompt="Skilled White Magician: Special Summon which Buster Blader?")
    from_deck = chosen[0].location == S.DECK
    position = yield from choose_summon_position(ctx, chosen[0])
    ctx.special_summon(chosen[0], position=position)
    if from_deck:
        shuffle_deck(ctx)


EFFECTS = [
    Effect(STATE, condition=spell_resolved, resolve=add_counter, label="Spell Counter"),
    Effect(IGNITION, can_pay=can_pay, cost=cost, resolve=resolve,
           label="Tribute with 3 Spell Counters: Special Summon Buster Blader"),
]
