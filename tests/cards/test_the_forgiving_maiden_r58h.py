"""The Forgiving Maiden (84080938): offered up while face-up, it brings back to the hand one monster of
its controller's GY that a battle destroyed this turn (our words).

Sources, in our words: the card's texts (LON-044, 2003: offer this face-up card as a Tribute to return
one of your monsters destroyed in battle this turn from the GY to the hand; today's the same, with a
target; no ERAS entry); the OCG text (yugioh-wiki.net 《慈悲深き修道女》): an ignition effect, the
Tribute its cost. A monster destroyed by a card effect, or by battle in an earlier turn, does not
qualify. Necrovalley negates an effect that targets a card in the GY to move it (its text; the engine's
`grave_guarded`): the Tribute, a cost, stays paid."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table

FM = "The Forgiving Maiden"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _ox_lost_in_battle(field_spell=None):
    """My Battle Ox (1700) attacks my opponent's Mad Dog of Darkness (1900) and is destroyed; Main
    Phase 2 follows."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, FM, position="defense")
    dog = table.monster(1, "Mad Dog of Darkness")
    table.grave(0, "Celtic Guardian")           # destroyed on an earlier turn
    if field_spell:
        table.field_spell(1, field_spell)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=dog, request="battle")
    _pass_all(s, duel)
    s.pick("end_battle")
    _pass_all(s, duel)
    assert duel.phase == "main2" and grave(duel, 0) == ["Celtic Guardian", "Battle Ox"]
    return duel, s


def test_the_forgiving_maiden_returns_the_monster_lost_in_battle():
    """Q: my Battle Ox was destroyed by battle this turn; in Main Phase 2 I Tribute The Forgiving
    Maiden. A: only Battle Ox may be targeted (not Celtic Guardian, lost on an earlier turn); it
    returns to my hand and the Maiden is in my GY."""
    duel, s = _ox_lost_in_battle()
    s.pick("activate", FM)
    assert {o.target_name or o.name for o in duel.request.options if o.kind == "target"} == {"Battle Ox"}
    s.pick("target", "Battle Ox", player=0)
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Battle Ox"] and grave(duel, 0) == ["Celtic Guardian", FM]
    assert field_monsters(duel, 0) == []


def test_the_forgiving_maiden_not_for_a_monster_destroyed_by_an_effect():
    """Q: my Battle Ox was destroyed this turn by my opponent's Fissure, not by battle. A: no monster of
    my GY qualifies: the Maiden's effect is not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    table.monster(0, FM, position="defense")
    table.hand(0, "Fissure")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", FM)          # nothing in the GY yet
    s.pick("activate", "Fissure")
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Celtic Guardian"] and ox.card(duel).location == "mzone"
    assert not s.has("activate", FM)


def test_the_forgiving_maiden_face_down_cannot_be_used():
    """Q: the Maiden is Set (face-down) while my Battle Ox was destroyed by battle this turn. A: its
    effect needs it face-up: not offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, FM, position="set")
    dog = table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=dog, request="battle")
    _pass_all(s, duel)
    s.pick("end_battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Battle Ox"] and not s.has("activate", FM)


def test_the_forgiving_maiden_under_necrovalley():
    """Q: my opponent controls Necrovalley when I Tribute the Maiden targeting my Battle Ox. A: the
    Tribute is paid, but the effect is negated: Battle Ox stays in my GY."""
    duel, s = _ox_lost_in_battle(field_spell="Necrovalley")
    s.pick("activate", FM)
    s.pick("target", "Battle Ox", player=0)
    _pass_all(s, duel)
    assert hand(duel, 0) == [] and sorted(grave(duel, 0)) == sorted(["Celtic Guardian", "Battle Ox", FM])
    assert of_type(duel, "chain")[-1]["name"] == FM
