"""King Dragun (13756293) stops only effects that target: the opponent's card effects
may not target Dragon monsters. Effects that do not target still reach its Dragons, King Dragun
included: Smashing Ground (destroys the opponent's face-up monster with the highest DEF) and
Bottomless Trap Hole (destroys and banishes the monsters just summoned).

Sources: King Dragun's text; yugioh.fandom Card Rulings:Bottomless Trap Hole (its effect does
not target, so with Lord of D. on the field the Dragon is still banished); Smashing Ground's
text (no target: it picks the highest DEF as it resolves); seed 000 §效果分類 (what an effect
does is read from its text; one that does not target ignores "cannot be targeted")."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _run(duel, s, stop):
    for _ in range(8):
        if duel.request.kind in stop:
            return
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])


def test_smashing_ground_destroys_a_dragon_beside_king_dragun():
    """Question: player 1 controls King Dragun (DEF 1100) and Blue-Eyes White Dragon (DEF
    2500). May player 0 activate Smashing Ground, and what does it destroy? Answer: yes, it does
    not target; it destroys Blue-Eyes White Dragon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Smashing Ground")
    table.monster(1, "King Dragun", summon_kind="fusion")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Smashing Ground", request="idle")
    _run(duel, s, ("idle",))
    assert field_monsters(duel, 1) == ["King Dragun"]
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"]


def test_bottomless_trap_hole_banishes_the_dragon_king_dragun_summons():
    """Question: player 1 uses King Dragun's effect to Special Summon Blue-Eyes White Dragon
    from the hand; player 0 activates Bottomless Trap Hole. Answer: Blue-Eyes White Dragon is
    destroyed and banished: King Dragun does not protect it from an effect that does not
    target."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.monster(1, "King Dragun", summon_kind="fusion")
    table.hand(1, "Blue-Eyes White Dragon")
    table.spell_trap(0, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "King Dragun", request="idle")
    if duel.request.kind == "select":
        s.pick("select", "Blue-Eyes White Dragon", player=1)
    s.pick("option", "Attack Position", request="option", player=1)
    s.pick("activate", "Bottomless Trap Hole", request="chain", player=0)
    _run(duel, s, ("idle",))
    assert field_monsters(duel, 1) == ["King Dragun"]
    assert banished(duel, 1) == ["Blue-Eyes White Dragon"]
