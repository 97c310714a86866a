"""Battle: a FLIP effect activated after the battle that flipped its monster, piercing damage on
a face-down monster, Book of Moon answering an attack on either side, and the one chain in which
attack-declaration Traps answer (round 39r).

seed 004 §战斗处理时（伤害步骤）的注意 (a face-down monster attacked is flipped face-up in Defense
Position before damage calculation; its FLIP effect resolves after damage calculation, and a
monster whose destruction the battle decided cannot be chosen as its target), §伤害的判定;
seed 004 §战斗阶段中的卷回 (the replay comes only when the opponent's monster count changes)
with the Book of Moon rulings (yugiohrulings wiki, Book of Moon: the attacked monster turned
face-down -- no replay, the attack goes on; the attacker turned face-down -- the attack stops,
and the monster still counts as having declared an attack)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _chain_passes(s, limit=8):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_man_eater_bug_destroyed_by_the_attack_that_flipped_it_cannot_target_itself():
    """Question: Battle Ox (1700) attacks a Set Man-Eater Bug (DEF 600). The Bug is flipped
    face-up, loses the battle, and its FLIP effect (destroy 1 monster) is activated after damage
    calculation. May it target itself? Answer: no -- its own destruction is already decided by
    the battle; only the monsters still on the field to stay (Battle Ox, Celtic Guardian) are
    offered. It destroys Battle Ox."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug)
    request = s.expect(request="target", player=1)
    assert sorted(o.name for o in request.options) == ["Battle Ox", "Celtic Guardian"]
    s.pick("target", "Battle Ox", player=1)
    _chain_passes(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox"]
    assert grave(duel, 1) == ["Man-Eater Bug"]
    assert lp(duel) == (8000, 8000)


def test_airknight_parshath_pierces_a_face_down_monster_by_its_def():
    """Question: Airknight Parshath (1900, piercing) attacks a Set Kozaky (DEF 400). Answer: the
    Set monster is flipped face-up Defense before damage calculation; the damage is the ATK over
    its DEF, 1500, and Parshath's draw follows its battle damage."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Airknight Parshath")
    kozaky = table.monster(1, "Kozaky", position="set")
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Airknight Parshath", target=kozaky)
    _chain_passes(s)
    assert lp(duel) == (8000, 8000 - 1500)
    assert grave(duel, 1) == ["Kozaky"]
    assert hand(duel, 0) == ["Celtic Guardian"]


def test_the_attacked_monster_turned_face_down_in_answer_is_still_attacked_without_a_replay():
    """Question: Battle Ox attacks Celtic Guardian (face-up Attack); its controller answers with
    Book of Moon on the Guardian. Is there a replay? Answer: no -- the number of monsters its
    controller has did not change; the attack goes on against the now face-down Guardian, fought
    by its DEF (1200): it is destroyed and nobody takes damage."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    knight = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Battle Ox", target=knight)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Celtic Guardian", player=1)
    _chain_passes(s)
    assert duel.request.kind == "battle"
    assert not of_type(duel, "replay", start)
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Celtic Guardian"]
    assert lp(duel) == (8000, 8000)


def test_the_attacker_turned_face_down_in_answer_stops_and_cannot_be_flip_summoned_that_turn():
    """Question: Battle Ox attacks directly; the opponent answers with Book of Moon on Battle Ox.
    Answer: the attack stops (no damage); Battle Ox has declared an attack this turn, so in Main
    Phase 2 its player cannot Flip Summon it."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _chain_passes(s)
    assert lp(duel) == (8000, 8000)
    assert duel.monsters(0)[0].position == S.FACEDOWN_DEFENSE
    s.pick("end_battle", request="battle")
    _chain_passes(s)
    request = s.expect(request="idle", player=0)
    assert duel.phase == "main2"
    assert not [o for o in request.options if o.kind in ("flip_summon", "change_position") and o.name == "Battle Ox"]


def test_attack_declaration_traps_answer_only_in_the_first_chain_after_the_declaration():
    """Question: Battle Ox attacks Celtic Guardian. Player 1 starts the first chain with Mystical
    Space Typhoon (on player 0's Set card) -- Sakuretsu Armor and Mirror Force are offered to
    them as Chain Link 2 there, and they pass. Once it resolved, player 0 starts a second chain
    with Rush Recklessly. May player 1 answer it with Sakuretsu Armor or Mirror Force? Answer:
    no -- a "when an opponent's monster declares an attack" card answers the declaration only in
    the first chain built in answer to it (Yugipedia, Card Rulings: Mirror Force, Judge Program
    forum: "Only the initial chain can directly respond to the attack"); player 1 is not even
    asked, and Battle Ox (2400) destroys the Guardian: 1000 damage."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    setcard = table.spell_trap(0, "Reinforcements")
    table.hand(0, "Rush Recklessly")
    knight = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.spell_trap(1, "Sakuretsu Armor")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=knight)
    s.pick("pass", player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", setcard, player=1)
    s.pick("pass", player=0)
    request = s.expect(request="chain", player=1)
    assert sorted(o.name for o in request.options if o.kind == "activate") == ["Mirror Force", "Sakuretsu Armor"]
    s.pick("pass", player=1)
    s.pick("activate", "Rush Recklessly", player=0, request="chain")
    s.pick("target", "Battle Ox")
    s.expect(request="battle", player=0)         # no question to player 1 in between
    assert [e["name"] for e in of_type(duel, "chain")] == ["Mystical Space Typhoon", "Rush Recklessly"]
    assert lp(duel) == (8000, 8000 - 1000)
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Mystical Space Typhoon"]
