"""Shadow Spell (29267084): Continuous Trap: target a face-up monster your opponent controls; it loses
700 ATK and cannot attack or change its battle position; when it leaves the field, destroy this card.

Sources, in our words: the OCG text 《闇の呪縛》 (KA-35; target a face-up monster on the opponent's side;
it loses 700 ATK and can neither attack nor change its position; when it leaves the field, this card is
destroyed) and the TCG prints, which say the same (no ERAS entry). Our readings, as Spellbinding
Circle's tests: the hold lasts while this card is face-up; the destruction of this card follows the
monster leaving the field by any way (here Tributed), applied with no chain link; with this card gone
first, the monster is free and has its ATK back."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SHS = "Shadow Spell"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _held_skull(extra=None):
    """I activate Shadow Spell on my opponent's Summoned Skull in my Main Phase, then end my turn:
    their Main Phase 1 follows."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    skull = table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, SHS)
    table.deck(1, ["Celtic Guardian"])
    if extra is not None:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SHS, player=0)
    s.pick("target", skull, player=0)
    _finish(s)
    s.end_turn()
    _finish(s)
    return duel, s, skull


def test_shadow_spell_weakens_and_binds_the_monster():
    """Q: I hold my opponent's Summoned Skull (2500) with Shadow Spell. A: it has 1800 ATK; in their turn
    it cannot change its position, and in their Battle Phase only Battle Ox may attack."""
    duel, s, skull = _held_skull()
    assert duel.turn_player == 1 and duel.request.kind == "idle"
    assert duel.atk(skull.card(duel)) == 1800
    assert not s.has("change_position", "Summoned Skull") and s.has("change_position", "Battle Ox")
    s.pick("battle", player=1)
    _finish(s)
    assert {o.name for o in duel.request.options if o.kind == "attack"} == {"Battle Ox"}


def test_shadow_spell_targets_only_a_face_up_opponents_monster():
    """Q: my opponent has only a face-down monster. A: Shadow Spell cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(1, "Battle Ox", position="set")
    table.spell_trap(0, SHS)
    duel = table.build()
    assert not Script(duel).has("activate", SHS)


def test_shadow_spell_is_destroyed_when_the_monster_leaves_the_field():
    """Q: my opponent Tributes their held Summoned Skull for Labyrinth Wall. A: it left the field: my
    Shadow Spell is destroyed (no chain link)."""
    duel, s, _skull = _held_skull(lambda table: table.hand(1, "Labyrinth Wall"))
    s.pick("summon", "Labyrinth Wall", player=1)
    s.pick("tribute", "Summoned Skull", player=1)
    _finish(s)
    assert grave(duel, 0) == [SHS] and grave(duel, 1) == ["Summoned Skull"]


def test_shadow_spell_destroyed_by_mst_frees_the_monster():
    """Q: in their turn my opponent destroys my Shadow Spell, holding their Summoned Skull, with Mystical
    Space Typhoon. A: Summoned Skull has 2500 ATK again and may attack."""
    duel, s, skull = _held_skull(lambda table: table.hand(1, "Mystical Space Typhoon"))
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", SHS, player=1)
    _finish(s)
    assert duel.atk(skull.card(duel)) == 2500 and grave(duel, 0) == [SHS]
    s.pick("battle", player=1)
    _finish(s)
    assert {o.name for o in duel.request.options if o.kind == "attack"} == {"Battle Ox", "Summoned Skull"}


def test_shadow_spell_under_royal_decree_holds_nothing():
    """Q: my opponent answers my Shadow Spell on their Summoned Skull with Royal Decree. A: Royal Decree
    resolves first and negates every other Trap on the field: Summoned Skull keeps 2500 ATK and may
    attack in their turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, SHS)
    table.spell_trap(1, "Royal Decree")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SHS, player=0)
    s.pick("target", skull, player=0)
    s.pick("activate", "Royal Decree", player=1, request="chain")
    _finish(s)
    assert duel.atk(skull.card(duel)) == 2500
    s.end_turn()
    _finish(s)
    s.pick("battle", player=1)
    _finish(s)
    assert {o.name for o in duel.request.options if o.kind == "attack"} == {"Summoned Skull"}
