"""A face-down monster that is attacked is turned face-up at the start of the Damage Step,
before damage calculation, and its continuous effects apply from that moment: damage
calculation already reads them (round 50q).

Seed 004 §战斗处理时（伤害步骤）的注意 (攻击背面防守表示的怪兽的时候，伤害步骤中先将此怪兽翻转为
表侧守备表示再进入伤害计算) and seed 000 §效果分類 › 永續效果 (永續效果…在變成表側表示的瞬間就已經
适用。即使是在效果處理途中，從變成表側表示的時點開始效果就會适用). Each monster here was turned
face-down earlier (e.g. by Book of Moon); the table places it face-down."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _attack_face_down(name, *, hand=(), grave_cards=()):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")                                 # 1700 ATK
    target = table.monster(1, name, position="set")
    if hand:
        table.hand(1, *hand)
    if grave_cards:
        table.grave(1, *grave_cards)
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=target)
    assert duel.request.kind == "battle"                          # the battle is over
    (battle,) = of_type(duel, "battle")
    return duel, battle


def test_soul_of_purity_and_light_flipped_by_the_attack_weakens_the_attacker_for_that_battle():
    """Q: my Battle Ox attacks my opponent's face-down Soul of Purity and Light (DEF 1800).
    A: Soul is turned face-up before damage calculation, and from then on my monsters have
    300 less ATK in my Battle Phase: Battle Ox battles with 1400, and I take 400."""
    duel, battle = _attack_face_down("Soul of Purity and Light")
    assert (battle["atk"], battle["value"]) == (1400, 1800)
    assert lp(duel) == (7600, 8000)
    assert [c.name for c in duel.monsters(1)] == ["Soul of Purity and Light"]


def test_exodia_necross_flipped_by_the_attack_is_not_destroyed_by_that_battle():
    """Q: my Battle Ox attacks my opponent's face-down Exodia Necross (DEF 0); the five
    Forbidden One pieces are in their GY. A: Necross is face-up from the start of the Damage
    Step, so its "cannot be destroyed by battle" already applies: it stays."""
    pieces = ("Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
              "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")
    duel, battle = _attack_face_down("Exodia Necross", grave_cards=pieces)
    assert (battle["atk"], battle["value"]) == (1700, 0)
    assert [c.name for c in duel.monsters(1)] == ["Exodia Necross"]
    assert "Exodia Necross" not in grave(duel, 1)
    assert lp(duel) == (8000, 8000)


def test_tragoedia_flipped_by_the_attack_battles_with_the_def_its_hand_gives_it():
    """Q: my Battle Ox attacks my opponent's face-down Tragoedia; they hold 3 cards. A:
    face-up before damage calculation, Tragoedia has 600 DEF per card in its controller's
    hand: 1800, so Battle Ox does not destroy it and I take 100."""
    duel, battle = _attack_face_down("Tragoedia", hand=("Celtic Guardian",) * 3)
    assert (battle["atk"], battle["value"]) == (1700, 1800)
    assert [c.name for c in duel.monsters(1)] == ["Tragoedia"]
    assert lp(duel) == (7900, 8000)
