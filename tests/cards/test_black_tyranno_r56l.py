"""Black Tyranno (38670435): while every monster the opponent controls is in Defense Position, it
may attack the opponent directly.

Sources: the card's texts in our words (the 2005 TCG print, IOC-075, and today's do the same: no
ERAS entry); yugioh-wiki.net 《暗黒恐獣》: a continuous effect; a face-down monster is in Defense
Position too; with one Attack Position monster there it attacks as any monster does; it may still
attack a Defense Position monster instead of the player. Seed 000 §效果分類: Skill Drain negates a
face-up monster's continuous effect."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

BT = "Black Tyranno"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _battle(*opp, skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, BT)
    refs = [table.monster(1, name, position=pos) for name, pos in opp]
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    return duel, Script(duel), refs


def test_black_tyranno_attacks_directly_over_defense_position_monsters():
    """Q: my opponent has a face-up Defense Position Mystical Elf and a face-down monster. A: Black
    Tyranno may attack them directly (or either monster): my opponent takes 2600, both monsters
    stay."""
    duel, s, (elf, ox) = _battle(("Mystical Elf", "defense"), ("Battle Ox", "set"))
    assert s.has("attack", BT, target=elf) and s.has("attack", BT, target=ox)
    s.pick("attack", BT, target="player", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 5400)
    assert elf.card(duel).location == "mzone" and ox.card(duel).location == "mzone"


def test_black_tyranno_cannot_attack_directly_with_an_attack_position_monster_there():
    """Q: my opponent has a Defense Position Mystical Elf and an Attack Position Battle Ox. A: not
    every monster is in Defense Position: Black Tyranno may attack only a monster."""
    duel, s, (elf, ox) = _battle(("Mystical Elf", "defense"), ("Battle Ox", "attack"))
    assert not s.has("attack", BT, target="player")
    assert s.has("attack", BT, target=elf) and s.has("attack", BT, target=ox)


def test_black_tyranno_under_skill_drain_cannot_attack_directly():
    """Q: my opponent's face-up Skill Drain is on the field, their only monster a Defense Position
    Mystical Elf. A: the continuous effect is negated: no direct attack."""
    duel, s, (elf,) = _battle(("Mystical Elf", "defense"), skill_drain=True)
    assert not s.has("attack", BT, target="player")
    assert s.has("attack", BT, target=elf)


def test_black_tyranno_with_no_monster_there_attacks_directly_as_any_monster():
    """Q: my opponent controls no monster. A: it attacks directly (the plain rule): 2600."""
    duel, s, _ = _battle()
    s.pick("attack", BT, target="player", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 5400)
