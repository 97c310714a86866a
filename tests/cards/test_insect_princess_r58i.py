"""Insect Princess (37957847): the opponent's face-up Insect monsters are in Attack Position; each time
it destroys an Insect monster by battle it gains 500 ATK.

Sources, in our words: the card's texts (IOC-EN080, 2005, and today's; no ERAS entry); the OCG text
《インセクト・プリンセス》 names the opponent's FACE-UP Insects (a Set monster's Type is unknown: it
stays face-down in Defense Position); the gain lasts while it stays face-up (no end named), a trigger
after each battle it wins against an Insect. The combo players ask about (yugioh-wiki.net): DNA
Surgery declaring Insect puts every face-up monster of the opponent in Attack Position."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

IP = "Insect Princess"
HB = "Hercules Beetle"      # Insect 1500/2000


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_insect_princess_puts_the_opponents_face_up_insects_in_attack_position():
    """Q: my opponent has Hercules Beetle in face-up Defense Position, a Set Kuwagata α and a Battle Ox
    in face-up Defense; I have my own Killer Needle in face-up Defense, and Insect Princess face-up.
    A: only the opponent's face-up Insect changes: Hercules Beetle is in Attack Position, the Set one,
    Battle Ox and my own Insect keep their positions."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, IP)
    needle = table.monster(0, "Killer Needle", position="defense")
    beetle = table.monster(1, HB, position="defense")
    kuwagata = table.monster(1, "Kuwagata α", position="set")
    ox = table.monster(1, "Battle Ox", position="defense")
    duel = table.build()
    assert beetle.card(duel).position == "attack"
    assert kuwagata.card(duel).position == "set" and ox.card(duel).position == "defense"
    assert needle.card(duel).position == "defense"


def test_insect_princess_keeps_them_in_attack_position():
    """Q: in my opponent's turn, can they change their face-up Insect to Defense Position, or Flip
    Summon a Set Insect and then change it? A: no change to Defense: the flipped Insect is in Attack
    Position and no change of position is offered for it."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, IP)
    beetle = table.monster(1, HB)
    kuwagata = table.monster(1, "Kuwagata α", position="set")
    duel = table.build()
    s = Script(duel)
    assert not s.has("change_position", beetle)
    s.pick("flip_summon", kuwagata, player=1)
    _pass(s)
    assert kuwagata.card(duel).position == "attack" and not s.has("change_position", kuwagata)


def test_insect_princess_gains_500_for_each_insect_it_destroys():
    """Q: Insect Princess (1900) attacks Hercules Beetle (forced to Attack Position, 1500). A: the
    Beetle is destroyed, my opponent takes 400, and Insect Princess is 2400 -- still 2400 in the next
    turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ip = table.monster(0, IP)
    table.monster(1, HB, position="defense")
    table.deck(1, ["Battle Ox"] * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", IP, target=HB, request="battle")
    _pass(s)
    assert grave(duel, 1) == [HB] and lp(duel) == (8000, 7600)
    assert duel.atk(ip.card(duel)) == 2400
    s.pick("end_battle")
    _pass(s)
    s.end_turn()
    assert duel.turn == 4 and duel.atk(ip.card(duel)) == 2400


def test_insect_princess_gains_nothing_for_another_type():
    """Q: Insect Princess attacks and destroys Battle Ox (Beast-Warrior, 1700). A: 200 damage, no
    gain: it stays 1900."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ip = table.monster(0, IP)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", IP, target="Battle Ox", request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7800)
    assert duel.atk(ip.card(duel)) == 1900


def test_insect_princess_with_dna_surgery_declaring_insect():
    """Q: I activate DNA Surgery declaring Insect while my opponent has Mystical Elf in face-up
    Defense Position. A: the Elf is an Insect now: it goes to Attack Position; Insect Princess attacks
    it (1900 vs 800), my opponent takes 1100 and Insect Princess gains 500 (2400)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    ip = table.monster(0, IP)
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(0, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "DNA Surgery")
    _pass(s)
    s.pick("option", "Insect")
    _pass(s)
    assert elf.card(duel).position == "attack"
    s.pick("battle")
    _pass(s)
    s.pick("attack", IP, target=elf, request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Mystical Elf"] and lp(duel) == (8000, 6900)
    assert duel.atk(ip.card(duel)) == 2400
