"""Four questions to continuous and STATE effects get a context made field by field, as `new_ctx`
does, without the call (actions.py; round 10, hwin7: a call with a frame on PyPy each):
whether a continuous effect's `condition` holds (`_applying`, for its card and controller),
what a hand_action_lp_cost effect charges (`hand_action_cost`: Chain Energy's `value`), and
which monsters a force_defense effect affects (the state checks' force step: Level Limit -
Area B's `affects`), whether a STATE effect's `condition` holds (`_apply_state_effect`:
Swords of Revealing Light's time), and which cards a negating effect takes in
(`_effect_negated`: Blade Knight's `affects`, round 29s), each for its source card and that
card's controller. At every such
question in random duels on the bench's effect pairs (and Gravekeeper vs Burn, whose Burn
deck holds both Chain Energy and Level Limit - Area B), the context is the one
`Ctx(duel, card, effect, card.controller)` makes: every slot Ctx declares holds the same
value (a slot added to Ctx and not written out there fails here)."""

from duelist.deck.formats import load_bundled_deck
from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS, _slots

# the engine function that asks each callback, the callback, the continuous effects' tag
# (None: any) or "state" (the STATE effects)
SITES = (("_applying", "condition", None), ("hand_action_cost", "value", "hand_action_lp_cost"),
         ("_state_check_pass", "affects", "force_defense"), ("_apply_state_effect", "condition", "state"),
         ("_effect_negated", "affects", None))


def _effects(pairs, states):
    """Every continuous (or STATE) effect of the pairs' decks (the scripts are shared,
    read-only objects)."""
    found = []
    for deck1, deck2 in pairs:
        duel = Duel(load_bundled_deck(deck1), load_bundled_deck(deck2), seed=0)
        for card in duel.cards:
            if card.script is not None:
                effects = card.script.states if states else card.script.continuous
                found.extend(e for e in effects if e not in found)
    return found


def _watch(monkeypatch, pairs):
    stack = []
    seen = {name: 0 for name, _, _ in SITES}

    def marking(name):
        original = getattr(Duel, name)

        def marked(duel, *args, **kwargs):
            stack.append(name)
            try:
                return original(duel, *args, **kwargs)
            finally:
                stack.pop()
        return marked

    def checking(name, effect, callback):
        def checked(ctx, *args):
            if stack and stack[-1] == name:
                card = ctx.card
                assert type(ctx) is E.Ctx and ctx.effect is effect
                assert _slots(ctx) == _slots(E.Ctx(ctx.duel, card, effect, card.controller)), \
                    (name, card.data.name)
                seen[name] += 1
            return callback(ctx, *args)
        return checked

    for name, _, _ in SITES:
        monkeypatch.setattr(Duel, name, marking(name))
    for effect in _effects(pairs, False):
        for name, attribute, tag in SITES:
            callback = getattr(effect, attribute)
            if callback is not None and tag != "state" and (tag is None or effect.tag == tag):
                monkeypatch.setattr(effect, attribute, checking(name, effect, callback))
    for effect in _effects(pairs, True):
        monkeypatch.setattr(effect, "condition", checking("_apply_state_effect", effect, effect.condition))
    return seen


def test_every_continuous_question_gets_the_ctx_ctx_makes(monkeypatch):
    pairs = PAIRS + (("goat_08_burn_lockdown_face_down_fury_2005", "goat_06_gravekeeper_mchale_2005"),)
    seen = _watch(monkeypatch, pairs)
    # (five seeds since round 59x: Shadow Spell offered in the Damage Step changes the Goat walks;
    # `_effect_negated` was asked 17 times in three seeds and four)
    for duel, _where in random_decisions(pairs, range(5)):
        # (the negating effects' conditions: `_effect_negated` asks their `affects` first and
        # weighs them only where one takes the card in, round 29s -- asked here at every
        # decision, questions that change nothing, so that `_applying` asks Blade Knight's)
        for tag in ("negate_monsters", "negate_traps", "negate_spells"):
            duel._applying(tag)
    assert all(count > 20 for count in seen.values()), seen
