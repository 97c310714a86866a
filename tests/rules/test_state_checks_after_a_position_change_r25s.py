"""The state checks act right after a change of position or of a card's activation, however
quiet the checks before it were (round 25s: a state check skips a step whose inputs are those
of the last pass that found nothing; a position or `activated` change sets that key aside).
Rulings: an Equip Card needs a face-up monster (seed 000 §裝備卡); a monster whose Snatch
Steal goes because it was turned face-down stays with the player who controls it (the
control is not given back: it was an effect of the Equip Card, which no longer applies);
Imperial Order negates Snatch Steal's control effect (the monster goes back to its owner)
and, gone, lets it apply again; a later Change of Heart stands over Snatch Steal until the
End Phase (seed 000 §裝備魔法, §控制權, the Imperial Order rulings of 2005).

Each ruling is checked after two state checks that found nothing to do, so that the second
found the key of the first."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _quiet_checks(duel):
    """Two state checks that find nothing: they log nothing (the second finds the key)."""
    for _ in range(2):
        before = len(duel.log)
        duel._state_checks()
        assert len(duel.log) == before
        assert duel.result is None


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_an_equip_spell_goes_when_book_of_moon_turns_its_monster_face_down():
    """Lucky Iron Axe equipped to Battle Ox; quiet checks; Book of Moon turns Battle Ox
    face-down (no card enters or leaves a zone): the Axe is destroyed (equip_lost), Battle Ox
    stays face-down."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    axe = table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    table.hand(0, "Book of Moon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    ox, axe = ox.card(duel), axe.card(duel)
    _quiet_checks(duel)
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", "Battle Ox", player=0)
    _settle(duel, s)
    assert ox.location == S.MZONE and ox.position == S.FACEDOWN_DEFENSE
    assert axe.location == S.GRAVE
    assert "equip_lost" in [e["type"] for e in duel.log]
    _quiet_checks(duel)


def test_a_monster_snatch_steal_holds_stays_when_turned_face_down():
    """Snatch Steal takes Celtic Guardian; quiet checks; its new controller turns it
    face-down with Book of Moon: Snatch Steal is destroyed (its monster is face-down) and
    Celtic Guardian stays with player 0, face-down."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Snatch Steal")
    table.hand(0, "Book of Moon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", first=True, player=0)
    s.pick("target", "Celtic Guardian", player=0)
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    _quiet_checks(duel)
    s.pick("activate", "Book of Moon", player=0)
    s.pick("target", "Celtic Guardian", player=0)
    _settle(duel, s)
    guardian = [c for c in duel.players[0].mzone if c is not None]
    assert [c.name for c in guardian] == ["Celtic Guardian"]
    assert guardian[0].position == S.FACEDOWN_DEFENSE
    assert field_monsters(duel, 1) == []
    assert "Snatch Steal" in grave(duel, 0)
    _quiet_checks(duel)


def test_imperial_order_activated_after_quiet_checks_gives_the_snatched_monster_back():
    """Snatch Steal holds Summoned Skull; quiet checks; Imperial Order, Set, is activated
    (it turns face-up: no card enters or leaves a zone): Summoned Skull goes back to player 1,
    Snatch Steal stays equipped; quiet checks; Imperial Order destroyed: control passes
    again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.hand(0, "Snatch Steal")
    table.spell_trap(0, "Dust Tornado")
    order = table.spell_trap(1, "Imperial Order")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", skull)
    s.pick("pass", player=1)
    s.pick("pass", player=0, request="chain")
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    _quiet_checks(duel)
    s.pick("battle", player=0)
    s.pick("activate", "Imperial Order", player=1)
    s.pick("pass", player=0, request="chain")
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
    [steal] = [c for c in duel.players[0].szone if c is not None and c.name == "Snatch Steal"]
    assert duel.equipped_to(steal) is skull.card(duel)
    _quiet_checks(duel)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s.pick("activate", "Dust Tornado")
    s.pick("target", order)
    assert grave(duel, 1) == ["Imperial Order"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []


def test_change_of_heart_over_snatch_steal_after_quiet_checks():
    """Snatch Steal, face-up and equipped, gives player 0 Summoned Skull; quiet checks; player
    1's Change of Heart takes it back until the End Phase, and Snatch Steal does not snatch it
    back at the checks in between; at the End Phase it returns to player 0."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=skull)
    table.hand(1, "Change of Heart")
    duel = table.build()
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    _quiet_checks(duel)
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", skull, player=1)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    _quiet_checks(duel)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s.pick("battle", player=1)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s.end_turn()
    assert field_monsters(duel, 0) == ["Summoned Skull"]
