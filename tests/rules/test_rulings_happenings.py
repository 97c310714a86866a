"""The "became a target" and "a chain link finished resolving" happenings, on their own
(issue 9 §1: what a card writer matches instead of reading the log).

Each test gives a real Normal Monster a made-up trigger through a card source of its own
(the engine plays the source it is handed: `Duel.from_position(..., cards=source)`), sets
the table with the scenario builder and plays it through the public API.

Rulings: seed 000 §誘發效果 (a trigger effect starts when its happening happens; one of spell
speed 1 that happened during a chain is activated after that chain, as Chain Link 1 of a
new one) and §對象 ("taking a target" is part of the activation: the card becomes the target
when the effect is activated, not when it resolves).
"""

import types

from duelist.cards.common import H, TRIGGER, Effect
from duelist.cards.db import find_card
from duelist.cards.source import BUNDLED
from duelist.engine.duel import Duel
from duelist.engine.effects import CardScript
from duelist.engine.source import CardSource
from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

WATCHER = "Mystical Elf"        # a Normal Monster given the made-up trigger


class WithWatcher(CardSource):
    """The bundled cards, but the watcher has the effects of one test."""

    def __init__(self, effects):
        self.code = find_card(WATCHER).code
        module = types.SimpleNamespace(DESCRIPTION="test watcher", EFFECTS=list(effects))
        self.watcher = CardScript(BUNDLED.data(self.code), module)

    def data(self, code):
        return BUNDLED.data(code)

    def script(self, data, era=None):
        return self.watcher if data.code == self.code else BUNDLED.script(data, era)

    def implemented(self, data):
        return True


def _build(table, effects):
    return Duel.from_position(table.position(), rules=table.rules, cards=WithWatcher(effects))


def test_a_trigger_fires_when_a_card_becomes_the_target_of_an_activation():
    """seed 000 §對象, §誘發效果: "each time a monster is targeted, gain 500 LP". Book of Moon
    targets Battle Ox: the watcher's trigger sees one `targeted` happening, for Battle Ox
    (its uid when targeted), naming the chain link and the player who targeted and the card
    that did; it is activated after the chain, as Chain Link 1 of a new one."""
    seen = []

    def monster_targeted(ctx, ev):
        seen.append(dict(ev))
        card = ctx.card_by_uid(ev["uid"])
        return card is not None and card.location == "mzone"

    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, WATCHER)
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Book of Moon")
    duel = _build(table, [Effect(TRIGGER, events=H.TARGETED, match=monster_targeted,
                                 resolve=lambda ctx: ctx.recover(ctx.player, 500), label="gain 500")])
    target_uid = ox.card(duel).uid
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", ox)
    assert [(ev["type"], ev["uid"], ev["link"], ev["player"]) for ev in seen] == [(H.TARGETED, target_uid, 1, 0)]
    book = [c for c in duel.cards if c.name == "Book of Moon"][0]
    assert seen[0]["source"] == book.cid and seen[0]["source_uid"] is not None
    # Book of Moon resolved first (nothing to respond with); then the trigger, as a chain of its own
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Book of Moon", WATCHER]
    assert [e["link"] for e in of_type(duel, "chain")] == [1, 1]
    assert ox.card(duel).position == "set" and lp(duel) == (8000, 8500)


def test_a_link_resolved_happening_carries_its_targets_and_its_negation():
    """seed 000 §誘發效果: "when a card effect that targeted cards finishes resolving, gain
    100 LP per target". Mystical Space Typhoon resolves: the `resolved` happening names its
    chain link, its player and the uids it targeted (the target is gone by then), and that it
    was not negated; the watcher gains 100 LP for it."""
    seen = []

    def resolved_with_targets(ctx, ev):
        seen.append(dict(ev))
        return bool(ev["targets"]) and ev["negated"] is None

    def gain(ctx):
        ctx.recover(ctx.player, 100 * len(ctx.event["targets"]))

    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, WATCHER)
    trap = table.spell_trap(1, "Waboku")
    table.hand(0, "Mystical Space Typhoon")
    duel = _build(table, [Effect(TRIGGER, events=H.RESOLVED, match=resolved_with_targets, resolve=gain,
                                 label="gain 100 per target")])
    trap_uid = trap.card(duel).uid
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", trap)
    s.pick("pass", player=1)                 # Waboku is not chained
    [ev] = [e for e in seen if e["targets"]]
    assert ev["link"] == 1 and ev["player"] == 0 and ev["targets"] == [trap_uid] and ev["negated"] is None
    assert sorted(grave(duel, 1)) == ["Waboku"]
    assert lp(duel) == (8000, 8100)
