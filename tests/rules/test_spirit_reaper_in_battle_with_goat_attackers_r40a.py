"""Spirit Reaper against the Goat decks' battle monsters (the GOAT preset).

Spirit Reaper "cannot be destroyed by battle" only: a monster effect that banishes it after
damage calculation (D.D. Warrior Lady's) still removes it, and piercing damage still goes
through its Defense Position. Sources: the Spirit Reaper rulings of formatlibrary.com's Goat
rulings ("If attacked while face-down, Spirit Reaper flips face-up and its effect preventing it
from being destroyed will be applied during damage calculation"; monsters that inflict
piercing damage still inflict it), the Edison-format archive (edisonrul.ing, Spirit Reaper),
D.D. Warrior Lady's and Airknight Parshath's texts. Seed 004 §战斗阶段 (damage calculation,
then the effects of the damage step)."""

from duelist.testing.reads import banished, field_monsters, hand, lp
from duelist.testing.scenario import Script, Table


def test_dd_warrior_lady_banishes_the_spirit_reaper_it_could_not_destroy():
    """Q: my D.D. Warrior Lady (1500) attacks Spirit Reaper (300, Attack Position): the Reaper
    is not destroyed by battle; may I still use the Lady's effect? A: yes: after damage
    calculation she banishes the Reaper, and herself with it (banishing is no destruction)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "D.D. Warrior Lady")
    table.monster(1, "Spirit Reaper")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "D.D. Warrior Lady", target="Spirit Reaper")
    assert lp(duel) == (8000, 6800)                          # 1500 - 300
    s.pick("yes", request="yes_no", player=0)
    assert banished(duel, 0) == ["D.D. Warrior Lady"] and banished(duel, 1) == ["Spirit Reaper"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


def test_airknight_parshath_pierces_a_set_spirit_reaper_and_draws():
    """Q: Airknight Parshath (1900) attacks a face-down Spirit Reaper (DEF 200): A: the Reaper
    is flipped and survives, but Parshath inflicts the 1700 difference as piercing battle
    damage, and its controller draws 1 card for it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Airknight Parshath")
    reaper = table.monster(1, "Spirit Reaper", position="set")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Airknight Parshath", target=reaper)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 6300)
    assert field_monsters(duel, 1) == ["Spirit Reaper"] and reaper.card(duel).face_up
    assert hand(duel, 0) == ["Battle Ox"]
