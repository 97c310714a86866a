"""Skilled White Magician (46363422), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import EV, Effect, IGNITION, M, STATE
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Spellcaster. Each time a Spell Card activated while it is face-up "
               "on the field resolves, it gets a Spell Counter (3 at most). Its controller may "
               "Tribute it while it holds 3 Spell Counters (a cost) to Special Summon a Buster "
               "Blader from their hand, Deck or GY.")

MAX_COUNTERS = 3
BUSTER_BLADER = 78193831

COUNTER = M.SPELL_COUNTER       # a mark on this object: the engine clears it when the card
                                # moves or turns face-down
WATCHING = M.SPELL_LINKS        # the Spell activations on the chain it has seen: [uid, link, live]


def counters(ctx, card):
    """Spell Counters on this object."""
    return ctx.marked(card, COUNTER, 0)


def _spell_links(ctx):
    """The Spell Card activations now on the chain: [card uid, link number, not negated] (a
    Pendulum Monster's activation in a Pendulum Zone is one: the link's `card_type`)."""
    return [[link.card_uid, link.number, link.negated is None] for link in ctx.chain
            if link.card_activation and link.card_type == "Spell"]


def _view(ctx, card):
    """The Spell activations on the chain as this object counts them: [card uid, link number,
    counts]. One already on the chain when it first looked (activated before it was face-up on
    the field: it arrived in that chain) or negated never counts, and stays so."""
    seen = ctx.marked(card, WATCHING)
    links = _spell_links(ctx)
    if seen is None:
        return [[uid, number, False] for uid, number, _ in links]
    dead = [entry[:2] for entry in seen if not entry[2]]
    return [[uid, number, live and [uid, number] not in dead] for uid, number, live in links]


def chain_changed(ctx):
    card = ctx.card
    if card.location != S.MZONE or not card.face_up:
        return False
    seen = ctx.marked(card, WATCHING)
    return seen is None or _view(ctx, card) != seen


def watch(ctx, limit=MAX_COUNTERS):
    """A Spell activation it saw on the chain that is gone from it now has resolved: unless it
    was negated, or activated before this card was face-up here or while its effect was
    negated, that is a Spell Counter (`limit` at most: 3; Blast Magician and Magical
    Marionette count the same way with no limit), placed only while its effect applies. Its
    first look (it has just arrived face-up) only notes the chain. Not a chain link."""
    card = ctx.card
    now = _view(ctx, card)
    seen = ctx.marked(card, WATCHING) or ()
    here = [entry[:2] for entry in now]
    resolved = [entry for entry in seen if entry[:2] not in here and entry[2]]
    negated = ctx.is_negated(card)
    if negated:
        # a Spell activated while its effect is negated is none it counts, even if the
        # negation ends before that Spell resolves (its effect did not apply when it was
        # activated: seed 000 §效果分類 › 永續效果)
        known = [entry[:2] for entry in seen]
        now = [[uid, number, live and [uid, number] in known] for uid, number, live in now]
    ctx.mark(card, WATCHING, now)
    if resolved and counters(ctx, card) < limit and not negated:
        # (its effect negated as the Spell resolves, as under Skill Drain: no counter)
        count = min(limit, counters(ctx, card) + len(resolved))
        ctx.mark(card, COUNTER, count)
        ctx.announce(card, EV.COUNTER, counter="Spell Counter", count=count)


FROM = ("hand", "deck", "grave")


def can_pay(ctx):
    return counters(ctx, ctx.card) >= 3 and K.can_tribute_self(ctx) and bool(K.copies_of(ctx, BUSTER_BLADER, FROM))


def resolve(ctx):
    yield from K.summon_copy(ctx, BUSTER_BLADER, FROM, "Skilled White Magician: Special Summon which Buster Blader?")


EFFECTS = [
    # (it watches the chain while negated too, and places no counter then: `watch`)
    Effect(STATE, condition=chain_changed, resolve=watch, while_negated=True, label="Spell Counter"),
    Effect(IGNITION, can_pay=can_pay, cost=K.tribute_self, resolve=resolve, special_summons=True,
           label="Tribute with 3 Spell Counters: Special Summon Buster Blader"),
]
