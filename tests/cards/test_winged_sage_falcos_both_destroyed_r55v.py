"""Winged Sage Falcos (87523462): the judge's review (round 55v) -- a battle in which Falcos is
destroyed too, and a recruiter it destroys.

Sources: the card's texts read in our words (its effect is a trigger effect activated on the
field by the Falcos that destroyed the monster: yugioh-wiki.net 《有翼賢者ファルコス》 calls it a
誘発効果); the general ruling for "when this card destroys a monster by battle and sends it to
the GY" effects, as the corekimail.blogspot.com rulings blog (2011-11-10) states it for
《ハイドロゲドン》 (Hydrogeddon, the same wording): the effect is activated at the end of the
Damage Step and the monster itself must still be on the field then, so a Falcos destroyed in
the same battle (equal ATK) activates nothing; yugioh-wiki.net 《有翼賢者ファルコス》 on recruiters:
a recruiter destroyed by it still goes to the GY first, so its own effect is activated too
(both triggers in one chain, the turn player's first, the recruiter's resolving first)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

FALCOS = "Winged Sage Falcos"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_winged_sage_falcos_destroyed_in_the_same_battle_returns_nothing():
    """Q: my Winged Sage Falcos (1700) attacks my opponent's face-up Attack Position Battle Ox
    (1700): both are destroyed. May I put the Ox on top of their Deck? A: no: Falcos has left the
    field, so its effect is not activated; nobody is asked, both monsters are in their owners'
    GYs, the Deck is untouched and no one takes damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FALCOS)
    ox = table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", FALCOS, target=ox, request="battle")
    _resolve(s)
    s.expect(request="battle", player=0)
    assert grave(duel, 0) == [FALCOS] and grave(duel, 1) == ["Battle Ox"]
    assert [c.name for c in duel.players[1].deck] == ["Mystical Elf"]
    assert lp(duel) == (8000, 8000)


def test_winged_sage_falcos_against_a_recruiter():
    """Q: Falcos (1700) destroys my opponent's face-up Attack Position Mystic Tomato (1400); the
    Tomato's own effect is activated too. A: both in one chain (mine, the turn player's, first):
    the Tomato's resolves first, Special Summoning Sangan from their Deck; then mine puts the
    Tomato on top of their Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FALCOS)
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Mystical Elf", "Sangan"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", FALCOS, target=tomato, request="battle")
    s.pick("yes", player=0, request="yes_no")        # Falcos: chain link 1
    s.pick("yes", player=1, request="yes_no")        # Mystic Tomato: chain link 2
    s.pick("select", "Sangan", player=1, request="select")
    _resolve(s)
    s.expect(request="battle", player=0)
    assert [(e["link"], e["name"]) for e in of_type(duel, "resolve")] == \
        [(2, "Mystic Tomato"), (1, FALCOS)]
    assert lp(duel) == (8000, 7700)
    assert field_monsters(duel, 1) == ["Sangan"]
    assert grave(duel, 1) == [] and duel.players[1].deck[-1].name == "Mystic Tomato"
