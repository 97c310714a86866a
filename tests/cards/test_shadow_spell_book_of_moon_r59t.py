"""Shadow Spell (29267084) and Book of Moon: when a face-down turn ends the hold, and when it does not.

Source: yugipedia "Card Rulings:Shadow Spell", OCG rulings (Konami's OCG FAQ for 《闇の呪縛》), in our
words: (1) Book of Moon chained to Shadow Spell's activation, turning its target face-down, does not stop
it: the effect applies, the monster cannot change its position while face-down, and once turned
face-up it also loses 700 ATK and cannot attack; (2) Book of Moon used on a monster Shadow Spell
already holds frees it: it is no longer the target, and Shadow Spell stays on the field holding
nothing. (Spellbinding Circle's hold, by contrast, lasts through a face-down turn: its own FAQ.)"""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SHS = "Shadow Spell"
DPL = "Dark-Piercing Light"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_shadow_spell_book_of_moon_chained_to_it_does_not_stop_the_hold():
    """Q: I activate Shadow Spell on my opponent's Summoned Skull; they chain Book of Moon, turning it
    face-down. Later I turn it face-up with Dark-Piercing Light. A: Shadow Spell still resolved on it
    (OCG ruling): face-up again it has 1800 ATK, and Shadow Spell is still face-up on my field."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, SHS)
    table.spell_trap(1, "Book of Moon")
    table.hand(0, DPL)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SHS, player=0)
    s.pick("target", skull, player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", skull, player=1)
    _finish(s)
    assert skull.card(duel).position == S.FACEDOWN_DEFENSE
    s.pick("activate", DPL, player=0)
    _finish(s)
    monster = skull.card(duel)
    assert monster.position == S.FACEUP_DEFENSE and duel.atk(monster) == 1800
    shadow = [c for c in duel.players[0].szone if c is not None and c.data.name == SHS]
    assert shadow and shadow[0].face_up


def test_shadow_spell_book_of_moon_on_the_held_monster_frees_it():
    """Q: my Shadow Spell already holds my opponent's Summoned Skull; I turn the Skull face-down with
    Book of Moon, then face-up again with Dark-Piercing Light. A: Book of Moon ended the hold (OCG
    ruling): face-up again the Skull has its 2500 ATK; Shadow Spell stays face-up on my field, holding
    nothing, and is not destroyed when the Skull later leaves the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, SHS)
    table.hand(0, "Book of Moon")
    table.hand(0, DPL)
    table.hand(0, "Mystical Space Typhoon")
    table.hand(0, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SHS, player=0)
    s.pick("target", skull, player=0)
    _finish(s)
    assert duel.atk(skull.card(duel)) == 1800
    s.pick("activate", "Book of Moon", player=0)
    if duel.request.kind == "target":
        s.pick("target", skull, player=0)
    _finish(s)
    s.pick("activate", DPL, player=0)
    _finish(s)
    monster = skull.card(duel)
    assert monster.position == S.FACEUP_DEFENSE and duel.atk(monster) == 2500
    s.pick("activate", "Fissure", player=0)
    _finish(s)
    assert "Summoned Skull" in grave(duel, 1)
    assert SHS not in grave(duel, 0)
    shadow = [c for c in duel.players[0].szone if c is not None and c.data.name == SHS]
    assert shadow and shadow[0].face_up

