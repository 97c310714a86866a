"""Dark Core (70231910), Normal Spell: discard 1 card (the cost), then banish 1 targeted face-up
monster on the field.

Sources: the card's texts, 2005 (DR1: discard 1 card, remove from play 1 face-up monster on the
field) and today's (the discard is the cost; it targets a face-up monster), in our own words;
yugioh-wiki.net 《ブラック・コア》: the discard is a hand cost and the effect targets (even with the
old text, which did not say so: namu.wiki's page says the same), so no era entry; it banishes,
so a "destroyed" or "sent to the GY" effect never starts. Spirit Reaper (goatformat.com,
"Individual Rulings", SPIRIT REAPER: it is destroyed as soon as an effect targets it, and the
targeting effect then resolves with no target)."""

from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_dark_core_banishes_a_face_up_monster():
    """Q: I discard Battle Ox to Dark Core and target my opponent's face-up Jinzo. A: Jinzo is
    banished; Battle Ox and Dark Core are in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Core", "Battle Ox")
    table.monster(1, "Jinzo")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Core", player=0)
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", "Jinzo", player=0)
    _resolve(s)
    assert banished(duel, 1) == ["Jinzo"] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Dark Core"] and hand(duel, 0) == []


def test_dark_core_needs_a_card_to_discard_and_a_face_up_target():
    """Q: (1) Dark Core is my only hand card, my opponent has a face-up Jinzo; (2) I hold Battle
    Ox too, but my opponent's only monster is face-down. A: neither time may I activate it: (1)
    no card to discard, (2) no face-up monster to target."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Dark Core")
    table.monster(1, "Jinzo")
    duel = table.build()
    assert not Script(duel).has("activate", "Dark Core")

    table = Table(turn=3, turn_player=0)
    table.hand(0, "Dark Core", "Battle Ox")
    table.monster(1, "Jinzo", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Dark Core")


def test_dark_core_on_sangan_gives_no_search():
    """Q: I banish my opponent's face-up Sangan with Dark Core. A: Sangan is banished, not sent
    to the GY: its search never starts."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Core", "Battle Ox")
    table.monster(1, "Sangan")
    table.deck(1, ["Sangan", "Mystic Tomato"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Core", player=0)
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", "Sangan", player=0)
    _resolve(s)
    assert banished(duel, 1) == ["Sangan"] and grave(duel, 1) == []
    assert hand(duel, 1) == [] and len(duel.players[1].deck) == 2
    assert duel.request.kind == "idle" and duel.request.player == 0


def test_dark_core_banishes_spirit_reaper_before_it_is_destroyed():
    """Q: (Goat) I target my opponent's face-up Spirit Reaper with Dark Core. Is the Reaper
    destroyed as it is targeted? A: no: it would be destroyed only once Dark Core resolved, and
    Dark Core banishes it first: it is banished, never in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Core", "Battle Ox")
    table.monster(1, "Spirit Reaper")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Core", player=0)
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", "Spirit Reaper", player=0)
    _resolve(s)
    assert banished(duel, 1) == ["Spirit Reaper"] and grave(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Dark Core"]
