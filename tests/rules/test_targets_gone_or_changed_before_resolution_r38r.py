"""A target gone or changed before its chain link resolves; a cost paid all the same
(round 38r).

seed 000 §連鎖 / §裝備魔法 and the OCG rulings of the cards: an effect applies only to a target
that is still where it has to be when the effect resolves; an Equip Spell whose monster can
no longer be equipped (gone, or face-down) is sent to the GY; a cost paid on activation is
never given back."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _chain_passes(s, limit=8):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_snatch_steal_whose_target_was_turned_face_down_goes_to_the_gy():
    """Question: player 0 activates Snatch Steal targeting Battle Ox; player 1 chains Book of
    Moon and turns Battle Ox face-down. What happens when Snatch Steal resolves? Answer: an
    Equip Spell cannot be equipped to a face-down monster: Snatch Steal is sent to the GY and
    player 1 keeps Battle Ox (seed 000 §裝備魔法)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Snatch Steal")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _chain_passes(s)
    assert grave(duel, 0) == ["Snatch Steal"]
    assert ox.card(duel).controller == 1 and ox.card(duel).position == S.FACEDOWN_DEFENSE


def test_change_of_heart_whose_target_was_turned_face_down_still_takes_it():
    """Question: player 0 activates Change of Heart targeting Battle Ox; player 1 chains Book
    of Moon and turns it face-down. Does Change of Heart still take control? Answer: yes --
    Change of Heart may take a face-down monster, and its target is still on the field; at
    the End Phase the monster goes back to player 1, still face-down."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Change of Heart")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    table.deck(1, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _chain_passes(s)
    assert ox.card(duel).controller == 0 and ox.card(duel).position == S.FACEDOWN_DEFENSE
    s.end_turn()
    assert duel.turn == 4
    assert ox.card(duel).controller == 1 and ox.card(duel).position == S.FACEDOWN_DEFENSE


def test_premature_burial_whose_target_was_revived_first_keeps_its_800_lp_paid():
    """Question: player 0 activates Premature Burial (paying 800 LP) targeting Battle Ox in
    the GY, then chains Call of the Haunted targeting the same Battle Ox. Call of the Haunted
    resolves first and revives it. What does Premature Burial do? Answer: nothing -- its target
    left the GY, so it is sent to the GY unequipped, and the 800 LP stay paid."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Premature Burial")
    table.spell_trap(0, "Call of the Haunted")
    ox = table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Battle Ox", player=0)
    while not s.options("activate", "Call of the Haunted"):
        s.pick("pass")
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", "Battle Ox", player=0)
    _chain_passes(s)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert duel.players[0].lp == 7200
    assert grave(duel, 0) == ["Premature Burial"]
    haunted = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in haunted] == ["Call of the Haunted"]


def test_spirit_reaper_turned_face_down_by_the_effect_that_targeted_it_survives():
    """Question: Book of Moon targets player 1's face-up Spirit Reaper ("destroyed when
    targeted by a card effect") and turns it face-down. Is it destroyed? Answer: no -- once
    Book of Moon has resolved the Reaper is face-down, and a face-down monster's effects do
    not apply (seed 000 §永續效果: 只要該怪獸不再是表側表示存在…效果即不再适用)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Book of Moon")
    reaper = table.monster(1, "Spirit Reaper")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Spirit Reaper", player=0)
    _chain_passes(s)
    assert reaper.card(duel).location == S.MZONE
    assert reaper.card(duel).position == S.FACEDOWN_DEFENSE and grave(duel, 1) == []


def test_bottomless_trap_hole_leaves_a_monster_turned_face_down_in_answer():
    """Question: player 0 Normal Summons Battle Ox (1700); player 1 activates Bottomless Trap
    Hole, and player 0 chains Book of Moon, turning Battle Ox face-down. Is it destroyed and
    banished? Answer: no -- Bottomless Trap Hole does not target and reads the summoned
    monster's ATK as it resolves; a face-down monster has none to read (seed 000
    §怪獸的表示形式: a face-down monster's information is not public), so it stays, face-down."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Book of Moon")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Bottomless Trap Hole", player=1, request="chain")
    s.pick("activate", "Book of Moon", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    _chain_passes(s)
    assert [(c.name, c.position) for c in duel.monsters(0)] == [("Battle Ox", S.FACEDOWN_DEFENSE)]
    assert duel.players[0].banished == [] and grave(duel, 0) == ["Book of Moon"]


def test_call_of_the_haunted_whose_target_was_revived_first_stays_on_the_field():
    """Question: player 0 activates a Set Call of the Haunted targeting Battle Ox, then chains
    a second Call of the Haunted targeting the same Battle Ox. The second revives it. What
    becomes of the first? Answer: it resolves with nothing to revive and, a Continuous Trap,
    stays face-up on the field (unlike an Equip Spell such as Premature Burial, which goes to
    the GY when its target is gone)."""
    table = Table(turn=3, turn_player=0)
    first = table.spell_trap(0, "Call of the Haunted")
    second = table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", first)
    s.pick("target", "Battle Ox", player=0)
    while not s.options("activate", second):
        s.pick("pass")
    s.pick("activate", second)
    s.pick("target", "Battle Ox", player=0)
    _chain_passes(s)
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 0) == []
    assert first.card(duel).location == S.SZONE and first.card(duel).face_up
    assert second.card(duel).location == S.SZONE and second.card(duel).face_up


def test_sakuretsu_armor_spares_an_attacker_turned_face_down_in_answer():
    """Question: Battle Ox attacks; player 1 activates Sakuretsu Armor targeting it, and player
    0 chains Book of Moon on Battle Ox. Is Battle Ox destroyed? Answer: no -- turned face-down
    it is no longer an attacking monster, which is what Sakuretsu Armor destroys (OCG ruling
    recorded at Card Rulings: Dimensional Prison, "if Book of Moon is chained to ... Sakuretsu
    Armor ... the attacking monster is not destroyed"); the attack ends without battle."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Book of Moon")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Book of Moon", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    _chain_passes(s)
    assert [(c.name, c.position) for c in duel.monsters(0)] == [("Battle Ox", S.FACEDOWN_DEFENSE)]
    assert grave(duel, 1) == ["Sakuretsu Armor"] and of_type(duel, "battle") == []
