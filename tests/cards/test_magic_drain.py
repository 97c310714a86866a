"""Magic Drain (59344077), Counter Trap: when the opponent activates a Spell Card, they may
discard a Spell Card from their hand; if they do not, the activation is negated and the Spell
destroyed. One meaning in both eras (the 2005 print: "your opponent can discard 1 Spell Card to
negate the effect of this card; if they don't, negate the activation of the Spell Card and
destroy it").

Sources: the card's own text in our words (the choice is made as Magic Drain resolves, by the
Spell's player; only a Spell Card from the hand may be discarded); Seed 000 §反擊陷阱 (a Counter
Trap that negates an activation answers that activation directly)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _dark_hole(rules="MR5", opp_hand=(), drain_player=1):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Hole", *opp_hand)
    drain = table.spell_trap(drain_player, "Magic Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0)
    return duel, s, drain


def test_magic_drain_negates_a_spell_when_no_spell_is_discarded():
    """Q: my opponent activates Dark Hole with no Spell in their hand; I chain Magic Drain.
    A: Dark Hole is negated and destroyed: both monsters stay."""
    duel, s, _ = _dark_hole("GOAT", ("Mystical Elf",))
    s.pick("activate", "Magic Drain", player=1, request="chain")
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Dark Hole"] and grave(duel, 1) == ["Magic Drain"]
    assert hand(duel, 0) == ["Mystical Elf"]                  # a monster cannot be discarded for it


def test_magic_drain_stopped_by_discarding_a_spell():
    """Q: the same, but my opponent holds Mystical Space Typhoon and discards it as Magic Drain
    resolves. A: Magic Drain does nothing: Dark Hole resolves and destroys both monsters."""
    duel, s, _ = _dark_hole("GOAT", ("Mystical Space Typhoon",))
    s.pick("activate", "Magic Drain", player=1, request="chain")
    s.pick("select", "Mystical Space Typhoon", player=0)
    assert duel.monsters(0) == [] and duel.monsters(1) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Dark Hole", "Mystical Space Typhoon"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Magic Drain"]


def test_magic_drain_holder_of_a_spell_may_keep_it():
    """Q: my opponent holds a Spell but chooses not to discard it. A: Dark Hole is negated and
    destroyed; the Spell stays in their hand."""
    duel, s, _ = _dark_hole("MR5", ("Mystical Space Typhoon",))
    s.pick("activate", "Magic Drain", player=1, request="chain")
    s.pick("done", player=0)
    assert hand(duel, 0) == ["Mystical Space Typhoon"]
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == ["Celtic Guardian"]
    assert grave(duel, 0) == ["Dark Hole"]


def test_magic_drain_cannot_answer_its_own_players_spell():
    """Q: I activate Dark Hole myself; may I chain my own Magic Drain to it? A: no: only an
    opponent's Spell Card. Dark Hole resolves; Magic Drain stays Set."""
    duel, s, drain = _dark_hole("MR5", (), drain_player=0)
    assert duel.monsters(0) == [] and duel.monsters(1) == []
    assert drain.card(duel).location == S.SZONE and not drain.card(duel).face_up


def test_magic_drain_cannot_answer_a_trap_card():
    """Q: my opponent activates Sakuretsu Armor against my attack; may I chain Magic Drain?
    A: no: it answers Spell Cards only. My Battle Ox is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    drain = table.spell_trap(0, "Magic Drain")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    assert duel.request.kind != "chain" or not s.has("activate", "Magic Drain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Battle Ox"]
    assert drain.card(duel).location == S.SZONE and not drain.card(duel).face_up
