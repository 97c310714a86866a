"""Phoenix Wing Wind Blast: discard 1 card as the cost, then the targeted card on the field goes on
top of its owner's Deck.

Sources: the card's text (2005 print, Flaming Eternity: discard 1 card to select 1 card on the
field and return it to the top of its owner's Deck; today's says the same with "target"), in our
own words: no era entry. The discard is a cost (paid on activation, kept when the effect is
negated or its target gone). Seed 000 §卡片的移動: a Fusion Monster that would go to the Deck goes
to the Extra Deck. Jinzo: no Trap Card can be activated while it is face-up (its text)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_phoenix_wing_wind_blast_puts_a_monster_on_top_of_its_owners_deck():
    """Q: I discard Battle Ox and target my opponent's Summoned Skull. A: the Skull goes on top of
    my opponent's Deck (their next draw); Battle Ox and the Trap are in my GY."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Phoenix Wing Wind Blast")
    table.hand(0, "Battle Ox")
    skull = table.monster(1, "Summoned Skull")
    table.deck(1, ["Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Phoenix Wing Wind Blast", player=0, request="idle")
    s.pick("select", "Battle Ox", request="select")
    s.pick("target", skull)
    _pass_all(s, duel)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Phoenix Wing Wind Blast"] and hand(duel, 0) == []
    assert field_monsters(duel, 1) == []
    assert duel.players[1].deck[-1].name == "Summoned Skull"
    assert [c.name for c in duel.players[1].deck] == ["Mystical Elf", "Celtic Guardian", "Summoned Skull"]


def test_phoenix_wing_wind_blast_needs_a_card_to_discard():
    """Q: my hand is empty; may I activate my Set Phoenix Wing Wind Blast? A: no: its cost is a
    discard."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Phoenix Wing Wind Blast")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", "Phoenix Wing Wind Blast")


def test_phoenix_wing_wind_blast_returns_a_set_spell_trap_to_the_top_of_the_deck():
    """Q: may I target my opponent's Set Spell/Trap? A: yes, any card on the field: their Set
    Sakuretsu Armor goes on top of their Deck."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Phoenix Wing Wind Blast")
    table.hand(0, "Battle Ox")
    armor = table.spell_trap(1, "Sakuretsu Armor")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Phoenix Wing Wind Blast", player=0, request="idle")
    s.pick("select", "Battle Ox", request="select")
    s.pick("target", armor)
    _pass_all(s, duel)
    assert duel.players[1].deck[-1].name == "Sakuretsu Armor"
    assert all(c is None for c in duel.players[1].szone)


def test_phoenix_wing_wind_blast_sends_a_fusion_monster_to_the_extra_deck():
    """Q: (Goat) I target my opponent's Thousand-Eyes Restrict. A: a Fusion Monster goes back to
    its owner's Extra Deck, not the top of the Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Phoenix Wing Wind Blast")
    table.hand(0, "Battle Ox")
    ter = table.monster(1, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Phoenix Wing Wind Blast", player=0, request="idle")
    s.pick("select", "Battle Ox", request="select")
    s.pick("target", ter)
    _pass_all(s, duel)
    assert [c.name for c in duel.players[1].extra] == ["Thousand-Eyes Restrict"]
    assert [c.name for c in duel.players[1].deck] == ["Celtic Guardian"]


def test_phoenix_wing_wind_blast_cannot_be_activated_under_jinzo():
    """Q: (Goat) my opponent controls Jinzo; may I activate Phoenix Wing Wind Blast on it?
    A: no: while Jinzo is face-up no Trap Card can be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Phoenix Wing Wind Blast")
    table.hand(0, "Battle Ox")
    table.monster(1, "Jinzo")
    duel = table.build()
    assert not Script(duel).has("activate", "Phoenix Wing Wind Blast")
