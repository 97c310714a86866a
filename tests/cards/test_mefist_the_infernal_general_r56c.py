"""Mefist the Infernal General (46820049): piercing battle damage, and a random discard from the
opponent's hand each time it deals them battle damage.

Sources, read in our words: the card's text (DCR, 2005: when it attacks a Defense Position
monster whose DEF is lower than its ATK, the difference is inflicted as battle damage; when it
inflicts battle damage to the opponent, they discard 1 card at random; today's text says the
same) and the OCG text on yugioh-wiki.net 《地獄将軍・メフィスト》 (a mandatory trigger effect on
the battle damage; the piercing a continuous effect). No "Archfiend" card (its database series
is Chthonian): Pandemonium and the Archfiend support do not see it. Seed 004 §伤害的判定 (the
battle otherwise as usual). Skill Drain negates both effects (seed 000 §效果分類: a monster
effect applying on the field)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import settle

MF = "Mefist the Infernal General"


def _attack(target=None, position="defense", opp_hand=("Battle Ox", "Celtic Guardian"), rules="GOAT",
            skill_drain=False, seed=0):
    """Turn 3: player 0's Mefist attacks `target` (in `position`; None: directly); player 1
    holds `opp_hand`."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, MF)
    foe = table.monster(1, target, position=position) if target else None
    if opp_hand:
        table.hand(1, *opp_hand)
    duel = table.build(seed=seed)
    s = Script(duel)
    if foe is None:
        s.pick("attack", MF, target="player")
    else:
        s.pick("attack", MF, target=foe)
    settle(duel, s)
    return duel


def test_mefist_the_infernal_general_pierces_and_discards_at_random():
    """Q: (both texts) Mefist (1800) attacks my opponent's face-up Defense Position Hitotsu-Me
    Giant (DEF 1000); they hold Battle Ox and Celtic Guardian. A: the Giant is destroyed, they
    take 800, and one of the two cards, at random, is discarded."""
    for rules in ("GOAT", "MR5"):
        duel = _attack("Hitotsu-Me Giant", rules=rules)
        assert lp(duel) == (8000, 7200), rules
        assert len(hand(duel, 1)) == 1 and sorted(grave(duel, 1)) == sorted(
            ["Hitotsu-Me Giant", ({"Battle Ox", "Celtic Guardian"} - set(hand(duel, 1))).pop()]), rules


def test_mefist_the_infernal_general_discard_is_random():
    """Q: the same direct attack with several duel seeds. A: each card of their hand is discarded
    in some duel: the card is chosen at random, by no player."""
    seen = set()
    for seed in range(40):
        duel = _attack(None, seed=seed)
        assert lp(duel) == (8000, 6200) and len(grave(duel, 1)) == 1
        seen.add(grave(duel, 1)[0])
        if len(seen) == 2:
            break
    assert seen == {"Battle Ox", "Celtic Guardian"}


def test_mefist_the_infernal_general_no_damage_no_discard():
    """Q: Mefist attacks a face-up Defense Position Mystical Elf (DEF 2000). A: no battle damage
    to my opponent (I take 200): nothing is discarded."""
    duel = _attack("Mystical Elf")
    assert lp(duel) == (7800, 8000) and len(hand(duel, 1)) == 2 and grave(duel, 1) == []


def test_mefist_the_infernal_general_empty_hand():
    """Q: Mefist attacks directly; my opponent's hand is empty. A: they take 1800; nothing to
    discard."""
    duel = _attack(None, opp_hand=())
    assert lp(duel) == (8000, 6200) and grave(duel, 1) == []


def test_mefist_the_infernal_general_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; Mefist attacks their Defense Position Hitotsu-Me
    Giant. A: no piercing and no discard: the Giant is destroyed, they take nothing."""
    duel = _attack("Hitotsu-Me Giant", skill_drain=True)
    assert lp(duel) == (8000, 8000) and len(hand(duel, 1)) == 2 and grave(duel, 1) == ["Hitotsu-Me Giant"]
