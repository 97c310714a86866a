"""Berserk Gorilla (39168895): "must attack if able" holds the Battle Phase for the Gorilla alone.

Sources: the card's text (IOC-EN013) and yugioh-wiki.net 《怒れる類人猿》 as tests/cards/
test_berserk_gorilla.py reads them: once in the Battle Step its controller cannot end the Battle
Phase while the Gorilla can still declare an attack; another monster is not bound (it may attack
first, or not at all). Round 54o: battle.py `_must_attack_now` asks the attack options of the
Gorilla, not every attack option."""

from duelist.testing.reads import kinds, lp
from duelist.testing.scenario import Script, Table


def test_once_the_gorilla_attacked_the_battle_phase_may_end_though_battle_ox_could_attack():
    """Q: in my Battle Step I control Berserk Gorilla and Battle Ox; the Gorilla attacks my
    opponent's Mystical Elf (2000 against DEF 2000: nothing happens). Battle Ox has not attacked.
    May I end the Battle Phase now? A: yes: Battle Ox need not attack; the menu offers both its
    attack and the end of the Battle Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Berserk Gorilla")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    assert "end_battle" not in kinds(duel)
    s.pick("attack", "Berserk Gorilla", target="Mystical Elf")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "battle" and s.has("attack", "Battle Ox", target="Mystical Elf")
    assert not s.has("attack", "Berserk Gorilla")
    assert "end_battle" in kinds(duel) and lp(duel) == (8000, 8000)
    s.pick("end_battle")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.phase == "main2"
